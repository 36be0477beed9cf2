import type { CountBeacon, InsightPeriod, Insights } from '../../../contract/insights.ts';
import type { Database } from '../../db/database.ts';
import { countWaiting } from '../quotes/quote-list.repository.ts';
import { toCollect } from '../quotes/quote-payments.repository.ts';
import { readInsights } from './insights.repository.ts';
import { daysBefore, shopDay } from './shop-day.ts';
import type { VisitCounter } from './visit-counter.ts';
import type { Visitor } from './counted-today.ts';

/** A visitor's beacon: a search (its text, and whether it found nothing) or one of a listing's counts, once per visitor and day. */
export async function countBeacon(visits: VisitCounter, visitor: Visitor, beacon: CountBeacon): Promise<void> {
  await visits.beacon(visitor, beacon);
}

/** The owner's figures for the last `days` shop days, today included. */
export async function insightsFor(db: Database, visits: VisitCounter, days: InsightPeriod): Promise<Insights> {
  // What was counted a moment ago belongs in the figures the owner is looking at.
  await visits.flush();
  const to = shopDay();
  const [figures, jobsWaiting, owed] = await Promise.all([readInsights(db, daysBefore(to, days - 1), to), countWaiting(db), toCollect(db)]);
  return { days, ...figures, jobsWaiting, toCollect: owed };
}
