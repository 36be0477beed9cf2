import { sql } from 'kysely';
import type { Insights, TopDesign } from '../../../contract/insights.ts';
import type { Database } from '../../db/database.ts';
import { daysFrom } from './shop-day.ts';

const TOP = 10;
const EMPTY_SEARCHES = 20;

// PostgreSQL's sum() of integers is a bigint, which pg hands over as text.
const n = (value: unknown): number => Number(value ?? 0);

const sums = {
  views: sql<string>`sum(listing_counts.views)`.as('views'),
  whatsapp: sql<string>`sum(listing_counts.whatsapp)`.as('whatsapp'),
  quotes: sql<string>`sum(listing_counts.quotes)`.as('quotes'),
  shares: sql<string>`sum(listing_counts.shares)`.as('shares'),
};

/** The owner's figures for the days `from`..`to` (shop days, both included). */
export async function readInsights(db: Database, from: string, to: string): Promise<Omit<Insights, 'days' | 'jobsWaiting' | 'toCollect'>> {
  const inPeriod = db.selectFrom('listing_counts').where('day', '>=', from).where('day', '<=', to);
  const [perDay, searchTotals, empty, topViewed, topEnquired] = await Promise.all([
    inPeriod.select(['day', sums.views, sums.whatsapp, sums.quotes, sums.shares]).groupBy('day').execute(),
    db
      .selectFrom('search_counts')
      .where('day', '>=', from)
      .where('day', '<=', to)
      .select([sql<string>`sum(searches)`.as('searches'), sql<string>`sum(empty)`.as('empty')])
      .executeTakeFirst(),
    db
      .selectFrom('search_counts')
      .where('day', '>=', from)
      .where('day', '<=', to)
      .select(['text', sql<string>`sum(empty)`.as('searches')])
      .groupBy('text')
      .having(sql`sum(empty)`, '>', 0)
      .orderBy(sql`sum(empty)`, 'desc')
      .orderBy('text')
      .limit(EMPTY_SEARCHES)
      .execute(),
    topDesigns(db, from, to, sql`sum(listing_counts.views)`),
    topDesigns(db, from, to, sql`sum(listing_counts.whatsapp) + sum(listing_counts.quotes)`),
  ]);

  const byDay = new Map(perDay.map((r) => [r.day, r]));
  const series = daysFrom(from, to).map((day) => {
    const r = byDay.get(day);
    return { day, views: n(r?.views), whatsapp: n(r?.whatsapp), quotes: n(r?.quotes), shares: n(r?.shares) };
  });
  const total = (key: 'views' | 'whatsapp' | 'quotes' | 'shares') => series.reduce((sum, d) => sum + d[key], 0);
  const totals = {
    views: total('views'),
    whatsapp: total('whatsapp'),
    quotes: total('quotes'),
    shares: total('shares'),
    enquiries: total('whatsapp') + total('quotes'),
    searches: n(searchTotals?.searches),
    emptySearches: n(searchTotals?.empty),
  };
  return {
    from,
    to,
    totals,
    enquiryRate: totals.views > 0 ? totals.enquiries / totals.views : 0,
    series,
    topViewed: topViewed.filter((d) => d.views > 0),
    topEnquired: topEnquired.filter((d) => d.enquiries > 0),
    emptySearches: empty.map((r) => ({ text: r.text, searches: n(r.searches) })),
  };
}

/** The designs that still exist, by `order` (highest first), with their current title and first picture. */
async function topDesigns(db: Database, from: string, to: string, order: ReturnType<typeof sql>): Promise<TopDesign[]> {
  const rows = await db
    .selectFrom('listing_counts')
    .innerJoin('listings', 'listings.id', 'listing_counts.listing_id')
    .where('listing_counts.day', '>=', from)
    .where('listing_counts.day', '<=', to)
    .select(['listings.id as listingId', 'listings.title as title', sums.views, sums.whatsapp, sums.quotes, sums.shares])
    .groupBy(['listings.id', 'listings.title'])
    .orderBy(order, 'desc')
    .orderBy('listings.title')
    .limit(TOP)
    .execute();
  const ids = rows.map((r) => r.listingId);
  const images = ids.length
    ? await db.selectFrom('listing_images').select(['listing_id', 'url']).where('listing_id', 'in', ids).orderBy('position').execute()
    : [];
  const first = new Map<string, string>();
  for (const image of images) if (!first.has(image.listing_id)) first.set(image.listing_id, image.url);
  return rows.map((r) => {
    const counts = { views: n(r.views), whatsapp: n(r.whatsapp), quotes: n(r.quotes), shares: n(r.shares) };
    return { listingId: r.listingId, title: r.title, image: first.get(r.listingId) ?? null, ...counts, enquiries: counts.whatsapp + counts.quotes };
  });
}
