import { btn } from './styles.ts';

const LOAD_MORE_MESSAGES = { failed: 'Could not load more.' } as const;

interface Paged {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/** Under a list read 50 at a time: "Load more" while the server has more, and a failed page said so, with its retry. */
export function LoadMore({ list }: { list: Paged }) {
  return (
    <>
      {list.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-center text-red-700">
          {LOAD_MORE_MESSAGES.failed}
        </p>
      )}
      {list.hasNextPage && (
        <div className="mt-4 text-center">
          <button type="button" className={btn.secondary} onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {list.isFetchingNextPage ? 'Loading...' : list.isFetchNextPageError ? 'Try again' : 'Load more'}
          </button>
        </div>
      )}
    </>
  );
}
