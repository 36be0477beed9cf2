import { z } from 'zod';
import { pageFields, searchText } from './paging.ts';
import { QUOTE_STAGES, type QuoteStage } from './quote-stages.ts';
import { QuoteListSchema } from './quotes.ts';

/**
 * The stages that wait for the owner: a new request to price, a change the customer asked for. A job
 * in another stage waits too while the customer's "I have paid" (a UTR) is unanswered: see isWaiting.
 */
export const WAITING_STAGES = ['new', 'changes_requested'] as const satisfies readonly QuoteStage[];

/**
 * Whether a job waits for the owner (issue 28): in a waiting stage, or with a payment claim the owner
 * has not yet confirmed or rejected by recording the money (or a reversal). A cancelled job takes no
 * payment, so its claim can never be answered and waits for nothing.
 */
export const isWaiting = (q: { stage: QuoteStage; payment: { claim: unknown } | null; payments?: readonly { toCheck?: string }[] }): boolean =>
  (WAITING_STAGES as readonly QuoteStage[]).includes(q.stage) ||
  (q.stage !== 'cancelled' && Boolean(q.payment?.claim)) ||
  // A gateway payment to look at (decision 044), cancelled job or not: the money was taken.
  Boolean(q.payments?.some((p) => p.toCheck));

/** The orders of the owner's lists: newest request first (the default), or soonest due first. */
const QUOTE_SORTS = ['newest', 'due'] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];

/**
 * GET /api/quotes's query (the owner's lists: Enquiries & Quotes, Orders). Every filter narrows:
 * `stage` one stage, `waiting=1` the stages waiting for the owner, `q` text within the order number,
 * the customer's name or phone (its digits however typed: "98220 54321", "+91 98220-54321") or the
 * item's title, or a quote's short id ("#d3fc2e5f"). 50 at a time (paging.ts).
 */
export const QuoteListQuerySchema = z.object({
  stage: z.enum(QUOTE_STAGES, { error: `stage must be one of: ${QUOTE_STAGES.join(', ')}.` }).optional(),
  waiting: z.enum(['1', '0'], { error: 'waiting must be 1 or 0.' }).optional(),
  q: searchText(),
  /** `due`: the soonest due date first, jobs without one last; otherwise the newest first. */
  sort: z.enum(QUOTE_SORTS, { error: 'sort must be newest or due.' }).optional(),
  ...pageFields(),
});
export type QuoteListQuery = z.output<typeof QuoteListQuerySchema>;

/** How many quotes (matching `q`, whatever the stage filter) are in each stage; a stage with none is 0. */
const StageCountsSchema = z.object(Object.fromEntries(QUOTE_STAGES.map((s) => [s, z.number().int().min(0)])) as Record<QuoteStage, z.ZodNumber>);
export type StageCounts = z.infer<typeof StageCountsSchema>;

/**
 * The old envelope `{success, result}` (one page, newest first) with the counts per stage beside it,
 * and how many of what `q` finds wait for the owner (isWaiting; the menu's count and "Waiting for me").
 */
export const QuotePageSchema = QuoteListSchema.extend({ counts: StageCountsSchema, waiting: z.number().int().min(0) });
export type QuotePage = z.infer<typeof QuotePageSchema>;
