import { QUOTE_STAGES } from '../../../contract/quote-stages.ts';
import { isWaiting, type StageCounts } from '../../../contract/quote-list.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { json } from '../components/screen-testing.tsx';

/**
 * Component tests' GET /api/quotes?…: answers from `all` as the server does (stage, waiting, q,
 * limit, offset, counts per stage and waiting of what q finds); `undefined` for any other call.
 */
export function quotePages(all: () => readonly Quote[]) {
  return (url: string, init?: RequestInit): Response | undefined => {
    if (!url.startsWith('/api/quotes?') || (init?.method ?? 'GET') !== 'GET') return undefined;
    const query = new URL(url, 'http://x').searchParams;
    const q = (query.get('q') ?? '').toLowerCase();
    const found = all().filter((x) => !q || [x.orderNumber ?? '', x.name, x.phone, x.listingTitle].some((t) => t.toLowerCase().includes(q)));
    const counts = Object.fromEntries(QUOTE_STAGES.map((s) => [s, found.filter((x) => x.stage === s).length])) as StageCounts;
    const stage = query.get('stage');
    const waiting = query.get('waiting') === '1';
    const rows = found.filter((x) => (!stage || x.stage === stage) && (!waiting || isWaiting(x)));
    const offset = Number(query.get('offset') ?? 0);
    return json(200, { success: true, result: rows.slice(offset, offset + Number(query.get('limit') ?? 50)), counts, waiting: found.filter(isWaiting).length });
  };
}
