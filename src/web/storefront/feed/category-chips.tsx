import type { Category } from '../../../contract/catalogue.ts';

/** Spec §9: a chip shows the first 8 characters of the name (by character, so no emoji is cut in half). */
export const chipLabel = (name: string) => Array.from(name.trim()).slice(0, 8).join('');
const initial = (name: string) => (Array.from(name.trim())[0] ?? '').toUpperCase();

interface Props {
  categories: Category[];
  /** The selected category's uuid, '' for none. */
  selected: string;
  onSelect: (uuid: string) => void;
}

/** A row of category chips: a click selects the category filter, a second click clears it. */
export function CategoryChips({ categories, selected, onSelect }: Props) {
  if (!categories.length) return null;
  return (
    <ul aria-label="Filter by category" className="no-scrollbar flex gap-3 overflow-x-auto px-3 py-3 sm:flex-wrap">
      {categories.map((category) => {
        const on = category.category_uuid === selected;
        return (
          <li key={category.category_uuid} className="shrink-0">
            <button
              type="button"
              aria-pressed={on}
              // The full name for screen readers; it begins with the visible label.
              aria-label={category.name}
              title={category.name}
              onClick={() => onSelect(on ? '' : category.category_uuid)}
              className="flex w-16 flex-col items-center gap-1 rounded-lg py-1 text-xs"
            >
              <span
                aria-hidden="true"
                className={`flex size-12 items-center justify-center rounded-full border-2 text-lg font-semibold ${
                  on ? 'border-brand-600 bg-brand-600 text-white' : 'border-brand-600 bg-white text-brand-700'
                }`}
              >
                {initial(category.name)}
              </span>
              <span aria-hidden="true" className={`max-w-full truncate ${on ? 'font-semibold text-brand-700' : ''}`}>
                {chipLabel(category.name)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
