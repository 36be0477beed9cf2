import { useMemo, useState } from 'react';
import type { Listing } from '../../../contract/catalogue.ts';
import { Dialog } from '../components/dialog.tsx';
import { SkeletonList } from '../components/skeletons.tsx';
import { blockImageMenu } from '../lib/block-image-menu.ts';
import { searchListings, viewListings, type SortBy } from '../lib/listing-order.ts';
import { useApiQuery, useCategories, useSiteConfig } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { useSortBy } from '../lib/use-sort-by.ts';
import { useTitle } from '../../shared/lib/use-title.ts';
import { ImagePreview } from './image-preview.tsx';
import { ListingControls } from './listing-controls.tsx';
import { SubscribeBox } from './subscribe-box.tsx';
import { WeddingCard } from './wedding-card.tsx';
import { catalogueQuery } from './wedding-cards-queries.ts';
import { useSearchCount } from './use-search-count.ts';
import * as m from '../i18n/messages.ts';
import { nameOf, titleOf } from '../lib/localized.ts';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';

/** Cards drawn at first and per "Show more": the whole catalogue is searchable, but 200 cards at once are heavy for a phone. */
export const PAGE_SIZE = 24;

/** The cards with the spec's states: 6 placeholders, its error text, "No cards found." */
function CardList({ query, category, sort, onPreview }: { query: string; category: string; sort: SortBy; onPreview: (l: Listing) => void }) {
  const { data, isPending, isError } = useApiQuery(catalogueQuery);
  const shown = useMemo(() => (data ? viewListings(data, { query, category, sort }) : []), [data, query, category, sort]);
  const [limit, setLimit] = useState(PAGE_SIZE);
  if (isPending) return <SkeletonList count={6} label={m.loadingListings} className={GRID} itemClassName="aspect-[3/4]" />;
  if (isError) return <p role="alert">{m.listingsFailed}</p>;
  if (!shown.length) return <p role="status">{m.noCards}</p>;
  return (
    <>
      <ul className={GRID}>
        {shown.slice(0, limit).map((listing, i) => (
          <li key={listing._id}>
            <WeddingCard listing={listing} eager={i < 2} onPreview={onPreview} />
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-col items-center gap-2 text-sm text-stone-600">
        <p role="status">{m.showingCards(Math.min(limit, shown.length), shown.length)}</p>
        {shown.length > limit && (
          <button
            type="button"
            onClick={() => setLimit(limit + PAGE_SIZE)}
            className="min-h-11 rounded-md border border-stone-300 bg-white px-5 font-medium text-stone-900 hover:border-brand-600"
          >
            {m.showMore}
          </button>
        )}
      </div>
    </>
  );
}

/**
 * /home1, the "Wedding Cards" listings page (spec §2): hero, search, sort (remembered in
 * localStorage sortBy), category filter, the cards, a preview dialog of a card's images and the
 * subscribe box. The context menu is refused on the page's images only (not document-wide, D-H4).
 */
export default function WeddingCardsPage() {
  useTitle(pageTitle(m.weddingCards, nameOf(useSiteConfig().data).text));
  const { data: categories } = useCategories();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [sort, setSort] = useSortBy();
  const [preview, setPreview] = useState<Listing | null>(null);
  // The same cached catalogue the cards show (no second request): did a text find any title?
  const { data: catalogue } = useApiQuery(catalogueQuery);
  const searchDone = useSearchCount(query, (text) => (catalogue ? searchListings(catalogue, text).length === 0 : undefined));

  return (
    <div onContextMenu={blockImageMenu}>
      <section className="bg-gradient-to-br from-brand-900 to-brand-600 px-4 py-10 text-center text-white md:py-16">
        <h1 className="text-3xl font-semibold md:text-5xl">{m.weddingHeroTitle}</h1>
        <p className="mt-2 text-brand-50 md:text-lg">{m.weddingHeroText}</p>
      </section>
      <section aria-label={m.cards} className="mx-auto max-w-6xl px-4 py-6">
        <ListingControls
          view={{ query, category, sort }}
          categories={categories ?? []}
          onSearchDone={searchDone}
          onChange={(next) => {
            setQuery(next.query);
            setCategory(next.category);
            if (next.sort !== sort) setSort(next.sort);
          }}
        />
        {/* A new search, filter or sort starts again from the first page of cards. */}
        <CardList key={`${query}\n${category}\n${sort}`} query={query} category={category} sort={sort} onPreview={setPreview} />
      </section>
      <SubscribeBox />
      {preview && (
        <Dialog title={titleOf(preview).text} onClose={() => setPreview(null)}>
          <ImagePreview listing={preview} />
        </Dialog>
      )}
    </div>
  );
}
