import { z } from 'zod';
import { isUuid, noNul } from './fields.ts';

/**
 * Issue 11: first-party counts. The browser reports only what happens in it (a WhatsApp tap, a
 * share, a finished search) with one tiny beacon; views and quote requests are counted by the
 * server itself, so no browser can report those twice.
 */
const COUNT_KINDS = ['whatsapp', 'share'] as const;
export type CountKind = (typeof COUNT_KINDS)[number];

const SEARCH_TEXT_MAX = 60;
/** What a search box may send at all (the listings API's own limit); longer is refused, not cut. */
const SEARCH_INPUT_MAX = 200;

/** The text a search is counted under: trimmed, spaces collapsed, lower-cased, at most 60 characters. */
export const searchKey = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, SEARCH_TEXT_MAX).trim();

export const COUNT_MESSAGES = {
  kind: `kind must be one of ${[...COUNT_KINDS, 'search'].join(', ')}.`,
  listing: 'listingId must be a listing id.',
  text: `text must be 1 to ${SEARCH_INPUT_MAX} characters.`,
  empty: 'empty must be true or false.',
  tooMany: 'Too many counts. Please slow down.',
} as const;
const M = COUNT_MESSAGES;

/** POST /api/counts (navigator.sendBeacon, JSON): a tap on a design, or a search the visitor finished. */
export const CountBeaconSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.enum(COUNT_KINDS, { error: M.kind }),
      listingId: z.string({ error: M.listing }).refine(isUuid, M.listing),
    }),
    z.strictObject({
      kind: z.literal('search'),
      text: z
        .string({ error: M.text })
        .refine(noNul, M.text)
        .max(SEARCH_INPUT_MAX, M.text)
        .refine((t) => searchKey(t) !== '', M.text),
      empty: z.boolean({ error: M.empty }),
    }),
  ],
  { error: M.kind },
);
export type CountBeacon = z.infer<typeof CountBeaconSchema>;

export const INSIGHT_PERIODS = [7, 30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

export const InsightsQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90'], { error: 'days must be 7, 30 or 90.' })
    .default('7')
    .transform((d) => Number(d) as InsightPeriod),
});

const count = z.number().int().min(0);
const counts = { views: count, whatsapp: count, quotes: count, shares: count };

/** One design among the top ones: what it is called now, its first picture, and its figures for the period. */
const TopDesignSchema = z.object({
  listingId: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  ...counts,
  /** WhatsApp taps + quote requests. */
  enquiries: count,
});
export type TopDesign = z.infer<typeof TopDesignSchema>;

export const InsightsSchema = z.object({
  days: z.number().int(),
  /** First and last shop day of the period (YYYY-MM-DD, India), today included. */
  from: z.string(),
  to: z.string(),
  totals: z.object({ ...counts, enquiries: count, searches: count, emptySearches: count }),
  /** Enquiries per view (0 when nothing was viewed). */
  enquiryRate: z.number().min(0),
  /** Every day of the period, oldest first, zeros included. */
  series: z.array(z.object({ day: z.string(), ...counts })),
  topViewed: z.array(TopDesignSchema),
  topEnquired: z.array(TopDesignSchema),
  /** Searches that found nothing, most frequent first. */
  emptySearches: z.array(z.object({ text: z.string(), searches: count })),
  /** Jobs waiting for the owner now, whatever the period: new quote requests and changes asked for (quote-list.ts WAITING_STAGES). */
  jobsWaiting: count,
  /** What priced jobs that are not cancelled still owe, now, as exact decimal text (decision 023). */
  toCollect: z.string(),
});
export type Insights = z.infer<typeof InsightsSchema>;
