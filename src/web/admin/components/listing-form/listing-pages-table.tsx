import type { ReactNode } from 'react';
import type { Listing } from '../../../../contract/catalogue.ts';
import { AdminTable, type Column } from '../admin-table.tsx';
import { LoadError } from '../load-error.tsx';
import { LoadMore } from '../load-more.tsx';
import type { useListingPages } from './listing-pages.ts';

/** The designs read 50 at a time (useListingPages): the table (cards on a phone) and "Load more", or the screen's load error with "Try again". */
export function ListingPagesTable({
  listings,
  caption,
  columns,
  empty,
  failed,
}: {
  listings: ReturnType<typeof useListingPages>;
  caption: string;
  columns: Column<Listing>[];
  empty: ReactNode;
  /** The screen's message when the first page could not load (the spec's, verbatim). */
  failed: string;
}) {
  if (listings.isError && !listings.items) return <LoadError message={failed} onRetry={() => void listings.refetch()} busy={listings.isFetching} />;
  return (
    <>
      <AdminTable caption={caption} columns={columns} rows={listings.items} rowKey={(listing) => listing._id} loading={listings.isPending} empty={empty} />
      <LoadMore list={listings} />
    </>
  );
}
