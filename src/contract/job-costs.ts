import { z } from 'zod';

/**
 * What a job costs the shop and what it leaves (issue 29, item 5): GET /api/quotes/{id}/cost?sheet=.
 * The owner's alone. Money is exact rupee text ("286.50"); a part that cannot be worked out is null,
 * and `reasons` says why, in the order of the parts.
 */
export const JobCostSchema = z.object({
  /** The press sheet the cost is for (the one named, else the first the piece fits); null without a layout. */
  sheet: z.string().nullable(),
  /** sheets × sheet cost × sides. */
  sheets: z.object({ count: z.number().int(), each: z.string(), sides: z.number().int(), total: z.string() }).nullable(),
  /** quantity × the listing's finishing cost a piece (0 when it has none). */
  finishing: z.object({ quantity: z.number().int(), each: z.string(), total: z.string() }).nullable(),
  total: z.string().nullable(),
  /** The quoted price less the GST in it, as the bill works it out (the price itself when the shop adds no GST). */
  priceWithoutGst: z.string().nullable(),
  /** priceWithoutGst − total; may be negative ("-120.50"). */
  margin: z.string().nullable(),
  /** The margin as a percentage of priceWithoutGst, to 0.1. */
  marginPercent: z.number().nullable(),
  reasons: z.array(z.string()),
});
export type JobCost = z.infer<typeof JobCostSchema>;

export const JOB_COST_REASONS = {
  noSheetCost: (sheet: string) => `${sheet} has no cost yet: set it in Printing settings.`,
  noSheet: 'The piece fits none of the sheets in Printing settings.',
  noPrice: 'The job has no price yet.',
  noRate: 'No GST rate is set for this item, so the price without GST is unknown.',
  freePrice: 'The price is ₹0, so the margin has no percentage.',
} as const;

/** "SRA3" → /api/quotes/{id}/cost?sheet=SRA3 */
export const jobCostUrl = (quoteId: string, sheet?: string) =>
  `/api/quotes/${encodeURIComponent(quoteId)}/cost${sheet ? `?sheet=${encodeURIComponent(sheet)}` : ''}`;

/** Paise (may be negative) as exact rupee text: -12050n → "-120.50". */
export function signedRupees(paise: bigint): string {
  const sign = paise < 0n ? '-' : '';
  const abs = paise < 0n ? -paise : paise;
  const cents = abs % 100n;
  return `${sign}${abs / 100n}${cents === 0n ? '' : `.${String(cents).padStart(2, '0')}`}`;
}

/** margin ÷ price × 100 to 0.1, half away from zero, in integers. */
export function percentOf(marginPaise: bigint, pricePaise: bigint): number {
  const sign = marginPaise < 0n ? -1n : 1n;
  const tenths = (sign * marginPaise * 1000n * 2n + pricePaise) / (2n * pricePaise);
  return Number(sign * tenths) / 10;
}
