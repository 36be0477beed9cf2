import type { Category } from '../../../contract/catalogue.ts';
import { ChipRow } from '../components/chip-row.tsx';
import * as m from '../i18n/messages.ts';
import { nameOf } from '../lib/localized.ts';

/** Spec §9: a chip shows the first 8 characters of the name (by character, so no emoji is cut in half). */
export const chipLabel = (name: string) => Array.from(name.trim()).slice(0, 8).join('');
const initial = (name: string) => (Array.from(name.trim())[0] ?? '').toUpperCase();

const CLASSES = {
  row: 'no-scrollbar flex gap-3 overflow-x-auto px-3 py-3 sm:flex-wrap',
  chip: 'flex w-16 flex-col items-center gap-1 rounded-lg py-1 text-xs',
};

interface Props {
  categories: Category[];
  /** The selected category's uuid, '' for none. */
  selected: string;
  onSelect: (uuid: string) => void;
}

/** A row of category chips: a click selects the category filter, a second click clears it. */
export function CategoryChips({ categories, ...choice }: Props) {
  return (
    <ChipRow
      label={m.filterByCategory}
      classes={CLASSES}
      items={categories}
      keyOf={(category) => category.category_uuid}
      {...choice}
      // The full name for screen readers; it begins with the visible label.
      chipProps={(category) => ({ 'aria-label': nameOf(category).text, title: nameOf(category).text, lang: nameOf(category).lang })}
    >
      {(category, on) => {
        const name = nameOf(category).text;
        return (
          <>
            <span
              aria-hidden="true"
              className={`flex size-12 items-center justify-center rounded-full border-2 text-lg font-semibold ${
                on ? 'border-brand-600 bg-brand-600 text-white' : 'border-brand-600 bg-white text-brand-700'
              }`}
            >
              {initial(name)}
            </span>
            <span aria-hidden="true" className={`max-w-full truncate ${on ? 'font-semibold text-brand-700' : ''}`}>
              {chipLabel(name)}
            </span>
          </>
        );
      }}
    </ChipRow>
  );
}
