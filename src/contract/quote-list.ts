import { z } from 'zod';
import { pageFields, searchText } from './paging.ts';
import { QUOTE_STAGES, type QuoteStage } from './quote-stages.ts';
import { QuoteListSchema } from './quotes.ts';

/** The stages that wait for the owner: a new request to price, a change the customer asked for. */
export const WAITING_STAGES = ['new', 'changes_requested'] as const satisfies readonly QuoteStage[];

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
  ...pageFields(),
});
export type QuoteListQuery = z.output<typeof QuoteListQuerySchema>;

/** How many quotes (matching `q`, whatever the stage filter) are in each stage; a stage with none is 0. */
const StageCountsSchema = z.object(Object.fromEntries(QUOTE_STAGES.map((s) => [s, z.number().int().min(0)])) as Record<QuoteStage, z.ZodNumber>);
export type StageCounts = z.infer<typeof StageCountsSchema>;

/** The old envelope `{success, result}` (one page, newest first) with the counts per stage beside it. */
export const QuotePageSchema = QuoteListSchema.extend({ counts: StageCountsSchema });
export type QuotePage = z.infer<typeof QuotePageSchema>;

export const waitingCount = (counts: StageCounts): number => WAITING_STAGES.reduce((sum, s) => sum + counts[s], 0);
