import { Link, useParams, useSearchParams } from 'react-router';
import type { Listing } from '../../../contract/catalogue.ts';
import { ListingCard } from '../components/listing-card.tsx';
import { Price } from '../components/price.tsx';
import { useApiQuery, useCategories, useSiteConfig } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { useTitle } from '../../shared/lib/use-title.ts';
import { categoryListingsQuery, categorySubcategoriesQuery, isUuid, shownListings, SUB_PARAM } from './category-queries.ts';
import { SubcategoryRow, SubcategoryRowSkeleton } from './subcategory-row.tsx';
import * as m from '../i18n/messages.ts';
import { nameOf } from '../lib/localized.ts';
import { OwnedText } from '../components/owned-text.tsx';

/** The owner's text in the page's language (lib/localized.ts). */
type Owned = ReturnType<typeof nameOf>;

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6';
/** Category page /subcategory/{category_uuid} (spec §2): its subcategories as filters, and its items. */
export default function CategoryPage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const selected = search.get(SUB_PARAM) ?? '';
  const valid = isUuid(id);
  const categories = useCategories();
  const subcategories = useApiQuery(categorySubcategoriesQuery(id), valid);
  const listings = useApiQuery(categoryListingsQuery(id), valid);
  const shop = nameOf(useSiteConfig().data).text;

  const category = categories.data?.find((c) => c.category_uuid.toLowerCase() === id.toLowerCase());
  const unknown = !valid || (categories.data !== undefined && !category);
  const categoryName = category && nameOf(category);
  useTitle(categoryName ? pageTitle(categoryName.text, shop) : unknown ? pageTitle(m.categoryNotFound, shop) : '');

  // '' (the chosen one pressed again) clears. The choice lives in the address (?sub=), replacing rather than adding history.
  const select = (uuid: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (uuid) next.set(SUB_PARAM, uuid);
        else next.delete(SUB_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const chosen = subcategories.data?.find((s) => s.subcategory_uuid === selected);
  const emptyName = chosen ? nameOf(chosen) : (categoryName ?? { text: m.selectedCategory });

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      {category ? (
        <h1 lang={categoryName?.lang} className="mb-4 text-2xl font-semibold break-words">
          {categoryName?.text}
        </h1>
      ) : unknown ? (
        <h1 className="mb-4 text-2xl font-semibold">{m.categoryNotFound}</h1>
      ) : (
        <div className="mb-4 h-8 w-48 animate-pulse rounded bg-stone-200" />
      )}
      {!unknown &&
        (subcategories.isPending ? (
          <SubcategoryRowSkeleton />
        ) : (
          <SubcategoryRow subcategories={subcategories.data ?? []} selected={selected} onSelect={select} />
        ))}
      <div className="mt-4">
        {unknown ? (
          <Empty name={{ text: m.selectedCategory }} unknown />
        ) : (
          <Items listings={listings.data} isError={listings.isError} selected={selected} emptyName={emptyName} />
        )}
      </div>
    </div>
  );
}

function Items({ listings, isError, selected, emptyName }: { listings: Listing[] | undefined; isError: boolean; selected: string; emptyName: Owned }) {
  if (isError) return <p role="alert">{m.listingsFailed}</p>;
  if (!listings) {
    return (
      <ul className={GRID} aria-busy="true" aria-label={m.loadingListings}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <li key={i} className="aspect-[3/4] animate-pulse rounded-lg bg-stone-200" />
        ))}
      </ul>
    );
  }
  const shown = shownListings(listings, selected);
  if (!shown.length) return <Empty name={emptyName} />;
  return (
    <ul className={GRID} aria-label={m.items}>
      {shown.map((listing, i) => (
        <li key={listing._id}>
          {/* The first card is on screen when the page opens, under the subcategories: its picture is the page's largest. */}
          <ListingCard eager={i === 0} listing={listing} price={<Price price={listing.price} discountPrice={listing.discountPrice} size="text-sm" compact />} />
        </li>
      ))}
    </ul>
  );
}

function Empty({ name, unknown }: { name: Owned; unknown?: boolean }) {
  return (
    <div className="py-8 text-center">
      <p className="text-stone-600">
        {/* One text where it can be (the server writes one text node, no markers between pieces). */}
        {name.lang ? (
          <>
            {m.noListingsInBefore}
            <OwnedText value={name} />
            {m.noListingsInAfter}
          </>
        ) : (
          `${m.noListingsInBefore}${name.text}${m.noListingsInAfter}`
        )}
      </p>
      {unknown && (
        <Link to="/allCategories" className="mt-2 inline-flex min-h-11 items-center text-brand-700 underline">
          {m.browseAllCategories}
        </Link>
      )}
    </div>
  );
}
