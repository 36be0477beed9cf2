import { useListings, type ListingParams } from '../lib/queries.ts';
import { ListingCard } from './listing-card.tsx';
import { SkeletonList } from './skeletons.tsx';
import * as m from '../i18n/messages.ts';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6';

/** Listings in a grid with the spec's states: 6 placeholders while loading, its error and empty texts. */
export function ListingGrid({ params }: { params: ListingParams }) {
  const { data, isPending, isError } = useListings(params);
  if (isPending) return <SkeletonList count={6} label={m.loadingListings} className={GRID} itemClassName="aspect-[3/4]" />;
  if (isError) return <p role="alert">{m.listingsFailed}</p>;
  if (!data.length) return <p>{m.noCards}</p>;
  return (
    <ul className={GRID}>
      {data.map((listing) => (
        <li key={listing._id}>
          <ListingCard listing={listing} />
        </li>
      ))}
    </ul>
  );
}
