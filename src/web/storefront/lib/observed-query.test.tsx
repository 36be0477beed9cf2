import '@testing-library/jest-dom/vitest';
import { QueryClientContext } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { useSyncExternalStore, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepPageAnswers, loadedQueryClient, onQueryClient } from '../../shared/lib/page-answers.ts';
import { useObservedQuery } from './observed-query.ts';

afterEach(cleanup);

/** What app.tsx does in the browser: the query cache is in the context once it has loaded. */
function BrowserCache({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(onQueryClient, loadedQueryClient, loadedQueryClient);
  return <QueryClientContext value={client}>{children}</QueryClientContext>;
}

function Title({ queryKey, ask }: { queryKey: unknown[]; ask: () => Promise<string> }) {
  const { data, isPending } = useObservedQuery({ queryKey, queryFn: ask });
  return <p>{isPending ? 'Loading' : data}</p>;
}

const HOSTILE = '<script>alert("x")</script> शादी के कार्ड ₹1,23,456';

// The page's answers and the loaded cache are the browser's, one per page: these steps run in order.
describe('useObservedQuery in the browser (page answers first, the query cache on demand)', () => {
  it('draws a server-rendered page from its own answers, asking nothing and loading no query cache', () => {
    keepPageAnswers([[['title', { lang: 'hi', page: 1 }], HOSTILE]]);
    const ask = vi.fn(async () => 'asked');
    // The same key with its object's properties in another order is the same answer.
    render(
      <BrowserCache>
        <Title queryKey={['title', { page: 1, lang: 'hi' }]} ask={ask} />
      </BrowserCache>,
    );
    expect(screen.getByText(HOSTILE)).toBeInTheDocument();
    expect(ask).not.toHaveBeenCalled();
    expect(loadedQueryClient()).toBeUndefined();
  });

  it('loads the query cache for an answer the page lacks, asks once, and the cache keeps the page answers', async () => {
    const ask = vi.fn(async () => 'नमस्ते & <b>');
    render(
      <BrowserCache>
        <Title queryKey={['title', 'missing']} ask={ask} />
      </BrowserCache>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('नमस्ते & <b>')).toBeInTheDocument();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(loadedQueryClient()?.getQueryData(['title', { lang: 'hi', page: 1 }])).toBe(HOSTILE);
  });

  it('once the cache is there, a fresh page answer is still not asked again', () => {
    const ask = vi.fn(async () => 'asked');
    render(
      <BrowserCache>
        <Title queryKey={['title', { lang: 'hi', page: 1 }]} ask={ask} />
      </BrowserCache>,
    );
    expect(screen.getByText(HOSTILE)).toBeInTheDocument();
    expect(ask).not.toHaveBeenCalled();
  });
});
