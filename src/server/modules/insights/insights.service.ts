import type { CountBeacon, InsightPeriod, Insights } from '../../../contract/insights.ts';
import type { Database } from '../../db/database.ts';
import { readInsights } from './insights.repository.ts';
import { daysBefore, shopDay } from './shop-day.ts';
import type { VisitCounter } from './visit-counter.ts';

/** A visitor's beacon: a search (its text, and whether it found nothing) or one of a listing's counts. */
export function countBeacon(visits: VisitCounter, beacon: CountBeacon): void {
  if (beacon.kind === 'search') visits.search(beacon.text, beacon.empty);
  else visits.listing(beacon.listingId, beacon.kind);
}

/** The owner's figures for the last `days` shop days, today included. */
export async function insightsFor(db: Database, visits: VisitCounter, days: InsightPeriod): Promise<Insights> {
  // What was counted a moment ago belongs in the figures the owner is looking at.
  await visits.flush();
  const to = shopDay();
  return { days, ...(await readInsights(db, daysBefore(to, days - 1), to)) };
}
