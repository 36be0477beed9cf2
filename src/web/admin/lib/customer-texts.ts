import type { CustomerSummary } from '../../../contract/customers.ts';
import { formatRupees, toPaise } from '../../../contract/money.ts';
import { paidAhead } from '../../../contract/paid-ahead.ts';
import { signedText } from '../../../contract/payments.ts';

/** Whether the customer owes anything (a balance above zero). */
export const owes = (balance: string): boolean => !balance.startsWith('-') && !/^0(\.0+)?$/.test(balance);

/**
 * A balance in words the owner reads at a glance: what the customer owes, or what they paid ahead.
 * Below zero, the part an advance on a job not yet billed covers is that advance (the work is still
 * to be billed against it); only the rest is credit the shop owes back.
 */
export function balanceText({ balance, advance }: Pick<CustomerSummary, 'balance' | 'advance'>): string {
  if (!balance.startsWith('-')) return owes(balance) ? `${formatRupees(balance)} due` : 'Nothing due';
  const { onJobs, credit } = paidAhead(toPaise(balance.slice(1)), toPaise(advance));
  return [onJobs > 0n && `${formatRupees(signedText(onJobs))} advance on unbilled jobs`, credit > 0n && `${formatRupees(signedText(credit))} in credit`]
    .filter(Boolean)
    .join(' · ');
}

/** "Oldest bill due 45 days", "Oldest bill due today". */
export const dueText = (days: number): string => (days === 0 ? 'Oldest bill due today' : `Oldest bill due ${days} ${days === 1 ? 'day' : 'days'}`);
