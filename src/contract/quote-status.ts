/**
 * A quote's statuses and their names. Free of zod on purpose: the visitor's quote page shows the
 * status, and zod would add ~90 KB to its JavaScript.
 */
export const QUOTE_STATUSES = ['new', 'quoted', 'confirmed', 'done', 'lost'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  new: 'New',
  quoted: 'Quoted',
  confirmed: 'Confirmed',
  done: 'Done',
  lost: 'Lost',
};
