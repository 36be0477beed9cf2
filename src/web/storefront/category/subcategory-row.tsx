import type { Subcategory } from '../../../contract/catalogue.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { ChipRow } from '../components/chip-row.tsx';
import * as m from '../i18n/messages.ts';
import { nameOf } from '../lib/localized.ts';

const ROUND = 'size-16 rounded-full md:size-20';
const CLASSES = {
  row: '-mx-4 flex gap-2 overflow-x-auto px-4 pt-1 pb-2',
  chip: 'flex w-20 flex-col items-center gap-1 rounded-lg p-1 text-center text-xs md:w-24 md:text-sm',
};

/**
 * The category's subcategories, round images with names in one row that scrolls sideways. A press
 * chooses one (the grid shows only its items); pressing the chosen one again clears the choice ('').
 * The small pictures load lazily: at high priority they held back the page's first paint and its
 * largest picture (the first card) on a slow phone.
 */
export function SubcategoryRow({ subcategories, ...choice }: { subcategories: Subcategory[]; selected: string; onSelect: (uuid: string) => void }) {
  return (
    <ChipRow label={m.subcategories} classes={CLASSES} items={subcategories} keyOf={(sub) => sub.subcategory_uuid} {...choice}>
      {(sub, chosen) => (
        <>
          <span className={`block rounded-full ring-offset-2 ${chosen ? 'ring-2 ring-brand-600' : ''}`}>
            {sub.imageUrl ? (
              <ResponsiveImage src={sub.imageUrl} alt="" width={160} height={160} sizes="80px" className={`${ROUND} object-cover`} />
            ) : (
              <span className={`${ROUND} flex items-center justify-center bg-stone-100 text-stone-600`}>{m.noImage}</span>
            )}
          </span>
          <span lang={nameOf(sub).lang} className={`line-clamp-2 break-words ${chosen ? 'font-semibold text-brand-700' : ''}`}>
            {nameOf(sub).text}
          </span>
        </>
      )}
    </ChipRow>
  );
}

export function SubcategoryRowSkeleton() {
  return (
    <ul aria-busy="true" aria-label={m.loadingSubcategories} className="flex gap-2 overflow-hidden pb-2">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="flex w-20 shrink-0 flex-col items-center gap-1 p-1 md:w-24">
          <span className={`${ROUND} animate-pulse bg-stone-200`} />
          <span className="h-3 w-12 animate-pulse rounded bg-stone-200" />
        </li>
      ))}
    </ul>
  );
}
