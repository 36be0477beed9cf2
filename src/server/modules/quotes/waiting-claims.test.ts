import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import type { QuotePage } from '../../../contract/quote-list.ts';
import type { ShopTestApp } from '../listings/listings.test-support.ts';
import { askQuote, openQuoteShop, quoteCalls } from './quotes.test-support.ts';

/** A customer's "I have paid" (a UTR) the owner has not answered waits for the owner (issue 28, item 1). */
let t: ShopTestApp;
let listing: Listing;

beforeAll(async () => {
  ({ t, listing } = await openQuoteShop());
});
afterAll(() => t?.close());

const { owner } = quoteCalls(() => ({ t, listing }));
const claim = (token: string) => t.app.inject({ method: 'POST', url: `/api/quotes/${token}/utr`, payload: { utr: '634512349876' } });
const waitingPage = async (q = '') => (await owner('GET', `/api/quotes?waiting=1${q}`)).json() as QuotePage;
const notWaitingPage = async () => (await owner('GET', '/api/quotes?waiting=0')).json() as QuotePage;
const jobsWaiting = async () => (await owner('GET', '/api/insights?days=7')).json().jobsWaiting as number;
const ids = (page: QuotePage) => page.result.map((q) => q._id);

async function priced(name: string) {
  const q = await askQuote(t, listing, name);
  expect((await owner('PUT', `/api/quotes/${q.id}`, { finalPrice: '3000' })).statusCode).toBe(200);
  return q;
}

describe('jobs waiting for the owner', () => {
  it('count a claimed payment until the owner records it (or its reversal); a new request waits as before', async () => {
    const fresh = await askQuote(t, listing, 'Nisha');
    const a = await priced('Asha');
    const b = await priced('Bina');
    let page = await waitingPage();
    expect([ids(page), page.waiting, await jobsWaiting()]).toEqual([[fresh.id], 1, 1]);

    expect((await claim(a.token)).statusCode).toBe(200);
    expect((await claim(b.token)).statusCode).toBe(200);
    page = await waitingPage();
    expect(new Set(ids(page))).toEqual(new Set([fresh.id, a.id, b.id]));
    expect([page.waiting, await jobsWaiting()]).toEqual([3, 3]);
    expect(ids(await notWaitingPage())).not.toContain(a.id);
    // Searched: the count is of what the search finds.
    expect((await waitingPage('&q=Asha')).waiting).toBe(1);

    // Confirmed: the money recorded answers A's claim.
    expect((await owner('POST', `/api/quotes/${a.id}/payments`, { amount: '1500', method: 'upi', reference: '634512349876' })).statusCode).toBe(201);
    page = await waitingPage();
    expect(new Set(ids(page))).toEqual(new Set([fresh.id, b.id]));
    expect([page.waiting, await jobsWaiting()]).toEqual([2, 2]);
    expect(ids(await notWaitingPage())).toContain(a.id);

    // A claim made again after the owner's answer waits again (a later millisecond: times are kept to the ms).
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await claim(a.token)).statusCode).toBe(200);
    expect((await waitingPage()).waiting).toBe(3);

    // A cancelled job takes no payment: its claim waits for nothing.
    expect((await owner('PUT', `/api/quotes/${b.id}`, { stage: 'cancelled', reason: 'Customer changed plans' })).statusCode).toBe(200);
    page = await waitingPage();
    expect(new Set(ids(page))).toEqual(new Set([fresh.id, a.id]));
    expect(page.waiting).toBe(2);
  });
});
