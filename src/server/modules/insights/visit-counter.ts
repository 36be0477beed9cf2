import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { searchKey, type CountBeacon } from '../../../contract/insights.ts';
import { CountedToday, type Visitor } from './counted-today.ts';
import { addCounts, deleteCountsBefore } from './counts.repository.ts';
import { KnownListings } from './known-listings.ts';
import { daysBefore, shopDay } from './shop-day.ts';
import { VisitTally, type ListingCountKind } from './visit-tally.ts';

export const KEEP_DAYS = 400;
const FLUSH_EVERY_MS = 5_000;

export interface VisitCounterOptions {
  enabled: boolean;
  /** The data version (app.dataVersion): the designs a beacon may name are read again when it changes. */
  dataVersion: () => string;
  flushEveryMs?: number;
  now?: () => number;
}

/**
 * The app's counts: gathered in memory (a visitor's request only updates a map) and written every
 * few seconds in one transaction, and once more when the app closes. Writing here, not in a
 * request, keeps them out of the data version: counting never empties the page cache.
 */
export class VisitCounter {
  readonly enabled: boolean;
  private readonly tally: VisitTally;
  private readonly counted: CountedToday;
  private readonly known: KnownListings;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private prunedOn = '';

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    options: VisitCounterOptions,
  ) {
    this.enabled = options.enabled;
    this.now = options.now ?? Date.now;
    this.tally = new VisitTally(this.now);
    this.counted = new CountedToday(this.now);
    this.known = new KnownListings(db, options.dataVersion);
    if (this.enabled) {
      this.timer = setInterval(() => void this.flush(), options.flushEveryMs ?? FLUSH_EVERY_MS);
      this.timer.unref();
    }
  }

  /** A design the server knows it showed or was asked about: counted once per visitor, kind and day. */
  listing(visitor: Visitor, listingId: string, kind: ListingCountKind): void {
    const id = listingId.toLowerCase();
    if (this.enabled && this.counted.listing(visitor, id, kind)) this.tally.listing(id, kind);
  }

  /** What a visitor's browser reports: a tap on a design that exists, or a search (see CountedToday for the limits). */
  async beacon(visitor: Visitor, beacon: CountBeacon): Promise<void> {
    if (!this.enabled) return;
    if (beacon.kind !== 'search') {
      if (await this.known.has(beacon.listingId)) this.listing(visitor, beacon.listingId, beacon.kind);
      return;
    }
    const text = searchKey(beacon.text);
    if (text && this.counted.search(visitor, text)) this.tally.search(text, beacon.empty);
  }

  /** Writes what was gathered; flushes never overlap, and a failed one keeps its counts for the next. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async write(): Promise<void> {
    const today = shopDay(this.now());
    const taken = this.tally.take();
    try {
      await addCounts(this.db, taken.listings, taken.searches);
      // At most once a day: counts older than KEEP_DAYS days go.
      if (this.enabled && this.prunedOn !== today) {
        await deleteCountsBefore(this.db, daysBefore(today, KEEP_DAYS - 1));
        this.prunedOn = today;
      }
    } catch (err) {
      this.tally.putBack(taken);
      this.log.warn({ err }, 'visit counts: write failed, kept for the next try');
    }
  }
}
