import type { QuotePage } from '../../../contract/quote-list.ts';

/** A quote as the Orders view reads it. */
export type OrderRow = QuotePage['result'][number];

/** The number people say on the phone, or the quote's short id until it is priced. */
export const orderLabel = (order: OrderRow): string => order.orderNumber || `#${order._id.slice(0, 8)}`;

const DAY_MS = 86_400_000;

/** Whole days since the job entered its stage (the timeline's last step; its last change when there is none). */
export function daysInStage(order: OrderRow, now: number): number {
  const since = Date.parse(order.timeline.at(-1)?.at ?? order.updatedAt);
  return Number.isNaN(since) ? 0 : Math.max(0, Math.floor((now - since) / DAY_MS));
}

export const daysText = (days: number): string => (days === 0 ? 'Today' : days === 1 ? '1 day' : `${days.toLocaleString('en-IN')} days`);
