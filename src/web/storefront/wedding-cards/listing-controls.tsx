import type { Category } from '../../../contract/catalogue.ts';
import { LabelledOptions } from '../../shared/components/labelled-options.tsx';
import { SORT_LABELS, SORT_VALUES, isSortBy, type ListingView } from '../lib/listing-order.ts';
import * as m from '../i18n/messages.ts';
import { nameOf } from '../lib/localized.ts';

const FIELD = 'min-h-11 w-full rounded-md border border-stone-300 bg-white px-3';
const LABEL = 'flex flex-col gap-1 text-sm font-medium';

/** Search (title contains), sort and category filter of the listings page. */
export function ListingControls({
  view,
  categories,
  onChange,
  onSearchDone,
}: {
  view: ListingView;
  categories: readonly Category[];
  onChange: (view: ListingView) => void;
  /** Enter, or leaving the field: the search is finished (counted for the owner's Insights). */
  onSearchDone?: () => void;
}) {
  return (
    <form
      role="search"
      aria-label={m.findCards}
      className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-[2fr_1fr_1fr]"
      onSubmit={(e) => {
        e.preventDefault();
        onSearchDone?.();
      }}
    >
      <label className={`${LABEL} col-span-2 sm:col-span-1`}>
        {m.search}
        <input
          type="search"
          value={view.query}
          onChange={(e) => onChange({ ...view, query: e.target.value })}
          onBlur={onSearchDone}
          placeholder={m.searchByTitle}
          className={FIELD}
        />
      </label>
      <label className={LABEL}>
        {m.sortBy}
        <select
          value={view.sort}
          onChange={(e) => {
            if (isSortBy(e.target.value)) onChange({ ...view, sort: e.target.value });
          }}
          className={FIELD}
        >
          <LabelledOptions values={SORT_VALUES} labels={SORT_LABELS} />
        </select>
      </label>
      <label className={LABEL}>
        {m.category}
        <select value={view.category} onChange={(e) => onChange({ ...view, category: e.target.value })} className={FIELD}>
          <option value="">{m.allCategoriesOption}</option>
          {categories.map((c) => (
            <option key={c._id} value={c.category_uuid} lang={nameOf(c).lang}>
              {nameOf(c).text}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
