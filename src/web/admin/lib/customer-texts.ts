import { formatRupees } from '../../../contract/money.ts';

/** A balance in words the owner reads at a glance: what the customer owes, or has in credit. */
export function balanceText(balance: string): string {
  if (balance.startsWith('-')) return `${formatRupees(balance.slice(1))} in credit`;
  return balance === '0' ? 'Nothing due' : `${formatRupees(balance)} due`;
}

/** Whether the customer owes anything (a balance above zero). */
export const owes = (balance: string): boolean => !balance.startsWith('-') && !/^0(\.0+)?$/.test(balance);

/** "Oldest bill due 45 days", "Oldest bill due today". */
export const dueText = (days: number): string => (days === 0 ? 'Oldest bill due today' : `Oldest bill due ${days} ${days === 1 ? 'day' : 'days'}`);
