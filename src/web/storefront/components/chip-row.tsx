import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface Props<Item> {
  /** The list's accessible name. */
  label: string;
  /** The row's and each chip button's classes: each row has its own look. */
  classes: { row: string; chip: string };
  items: Item[];
  /** What a chip is chosen by (a uuid); also its React key. */
  keyOf: (item: Item) => string;
  /** The chosen key, '' for none. */
  selected: string;
  /** The pressed chip's key, or '' when the chosen chip is pressed again. */
  onSelect: (key: string) => void;
  /** Attributes of one chip's button beyond the toggle (a full name for screen readers, a tooltip). */
  chipProps?: (item: Item) => ButtonHTMLAttributes<HTMLButtonElement>;
  children: (item: Item, chosen: boolean) => ReactNode;
}

/**
 * A row of toggle chips (the feed's categories, a category's subcategories): a press chooses one,
 * pressing the chosen one again clears the choice; aria-pressed tells which is on. Nothing when empty.
 */
export function ChipRow<Item>({ label, classes, items, keyOf, selected, onSelect, chipProps, children }: Props<Item>) {
  if (!items.length) return null;
  return (
    <ul aria-label={label} className={classes.row}>
      {items.map((item) => {
        const key = keyOf(item);
        const chosen = key === selected;
        return (
          <li key={key} className="shrink-0">
            <button type="button" aria-pressed={chosen} onClick={() => onSelect(chosen ? '' : key)} className={classes.chip} {...chipProps?.(item)}>
              {children(item, chosen)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
