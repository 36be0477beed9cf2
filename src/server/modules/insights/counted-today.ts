import { hash, randomBytes } from 'node:crypto';
import { shopDay } from './shop-day.ts';

/** Who a count is about: the address (an IPv6 client by its /64) and the browser's user agent. */
export interface Visitor {
  address: string;
  agent: string;
}

/** People behind one address (a family, an office, a carrier's shared address) counted on one design, per kind and day. */
export const VISITORS_PER_ADDRESS = 10;
/** New search texts one address may add to a day's counts: a person searches a handful. */
export const SEARCH_TEXTS_PER_ADDRESS = 20;
/** Marks kept per day (about 12 MB at most); past it nothing new is counted that day. */
const MAX_MARKS = 100_000;

/**
 * Which visitors were already counted today, so that each counts once per design, kind and day,
 * and once per search text; an address counts as at most 10 visitors of a design and adds at most
 * 20 search texts a day, so a script changing its user agent gains little. No cookie: a visitor is
 * known by a hash of address and user agent under a random salt that lives in this process's
 * memory only and is replaced when the shop's day turns, so no mark can be traced back to an
 * address or linked to another day's. Nothing is stored. Each process keeps its own marks: behind
 * a balancer of n processes a visitor counts at most n times a day.
 */
export class CountedToday {
  private day = '';
  private salt = '';
  private marks = new Set<string>();
  private perAddress = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** True the first time today this visitor is counted on this design for this kind. */
  listing(visitor: Visitor, listingId: string, kind: string): boolean {
    return this.first(visitor, [kind, listingId], VISITORS_PER_ADDRESS);
  }

  /** True the first time today this visitor searched this text, while the address has texts to spare. */
  search(visitor: Visitor, text: string): boolean {
    return this.first(visitor, ['search', text], SEARCH_TEXTS_PER_ADDRESS, ['search']);
  }

  /** `quota`: what the address's allowance is counted under (by default the same thing). */
  private first(visitor: Visitor, what: string[], allowance: number, quota = what): boolean {
    this.turnDay();
    const mark = this.hash(visitor.address, visitor.agent, ...what);
    if (this.marks.has(mark)) return false;
    const addressQuota = this.hash(visitor.address, ...quota);
    const used = this.perAddress.get(addressQuota) ?? 0;
    if (used >= allowance || this.marks.size + this.perAddress.size >= MAX_MARKS) return false;
    this.marks.add(mark);
    this.perAddress.set(addressQuota, used + 1);
    return true;
  }

  private hash(...parts: string[]): string {
    return hash('sha256', `${this.salt}\u0000${parts.join('\u0000')}`, 'base64').slice(0, 16);
  }

  private turnDay(): void {
    const day = shopDay(this.now());
    if (day === this.day) return;
    this.day = day;
    this.salt = randomBytes(16).toString('base64');
    this.marks = new Set();
    this.perAddress = new Map();
  }
}
