import { formatRupees } from '../../../contract/money.ts';
import type { QuotePage } from '../../../contract/quote-list.ts';

/** A quote as the Orders view reads it. */
export type OrderRow = QuotePage['result'][number];

const DAY_MS = 86_400_000;

/** Whole days since the job entered its stage (the timeline's last step; its last change when there is none). */
export function daysInStage(order: OrderRow, now: number): number {
  const since = Date.parse(order.timeline.at(-1)?.at ?? order.updatedAt);
  return Number.isNaN(since) ? 0 : Math.max(0, Math.floor((now - since) / DAY_MS));
}

export const daysText = (days: number): string => (days === 0 ? 'Today' : days === 1 ? '1 day' : `${days.toLocaleString('en-IN')} days`);

/** "₹2,500 of ₹5,000 (advance ₹2,500 not in)", "Paid in full": the money still to come for a priced job (decision 023). */
export function moneyDue(payment: NonNullable<OrderRow['payment']>): string {
  if (payment.balance === '0' || payment.balance.startsWith('-')) return 'Paid in full';
  const due = `${formatRupees(payment.balance)} of ${formatRupees(payment.total)}`;
  return payment.asking === 'advance' ? `${due} (advance ${formatRupees(payment.dueNow)} not in)` : due;
}
