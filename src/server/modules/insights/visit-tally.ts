import type { CountKind } from '../../../contract/insights.ts';
import { searchKey } from '../../../contract/insights.ts';
import { shopDay } from './shop-day.ts';

export type ListingCountKind = 'views' | 'quotes' | CountKind;

export interface ListingTally {
  day: string;
  listingId: string;
  views: number;
  whatsapp: number;
  quotes: number;
  shares: number;
}

export interface SearchTally {
  day: string;
  text: string;
  searches: number;
  empty: number;
}

/** Beyond this many distinct rows waiting, new ones are dropped until the next flush (a flood must not grow memory). */
const MAX_PENDING_ROWS = 50_000;

/**
 * Counts kept in memory between flushes: adding one is a map update, never a database write, so
 * counting costs a page nothing. `take()` hands over everything gathered and starts afresh.
 */
export class VisitTally {
  private listings = new Map<string, ListingTally>();
  private searches = new Map<string, SearchTally>();

  constructor(private readonly now: () => number = Date.now) {}

  get size(): number {
    return this.listings.size + this.searches.size;
  }

  listing(listingId: string, kind: ListingCountKind): void {
    const day = shopDay(this.now());
    const key = `${day} ${listingId}`;
    let row = this.listings.get(key);
    if (!row) {
      if (this.size >= MAX_PENDING_ROWS) return;
      row = { day, listingId, views: 0, whatsapp: 0, quotes: 0, shares: 0 };
      this.listings.set(key, row);
    }
    row[kind === 'whatsapp' ? 'whatsapp' : kind === 'share' ? 'shares' : kind] += 1;
  }

  search(rawText: string, empty: boolean): void {
    const text = searchKey(rawText);
    if (!text) return;
    const day = shopDay(this.now());
    const key = `${day} ${text}`;
    let row = this.searches.get(key);
    if (!row) {
      if (this.size >= MAX_PENDING_ROWS) return;
      row = { day, text, searches: 0, empty: 0 };
      this.searches.set(key, row);
    }
    row.searches += 1;
    if (empty) row.empty += 1;
  }

  take(): { listings: ListingTally[]; searches: SearchTally[] } {
    const taken = { listings: [...this.listings.values()], searches: [...this.searches.values()] };
    this.listings = new Map();
    this.searches = new Map();
    return taken;
  }

  /** Rows whose write failed come back, added to whatever arrived meanwhile. */
  putBack(taken: { listings: ListingTally[]; searches: SearchTally[] }): void {
    for (const r of taken.listings) {
      const row = this.listings.get(`${r.day} ${r.listingId}`);
      if (!row) this.listings.set(`${r.day} ${r.listingId}`, { ...r });
      else for (const k of ['views', 'whatsapp', 'quotes', 'shares'] as const) row[k] += r[k];
    }
    for (const r of taken.searches) {
      const row = this.searches.get(`${r.day} ${r.text}`);
      if (!row) this.searches.set(`${r.day} ${r.text}`, { ...r });
      else {
        row.searches += r.searches;
        row.empty += r.empty;
      }
    }
  }
}
