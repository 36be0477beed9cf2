import { useState, type FormEvent } from 'react';
import type { CustomerDetail } from '../../../contract/customers.ts';
import { shopToday } from '../../../contract/ist-time.ts';
import { btn, LabelledInput } from '../components/index.ts';
import { useSetOpening } from '../lib/customer-queries.ts';

/**
 * What the customer owed before their first bill here (from the owner's notebook or Khatabook), and
 * the day it stood at; below zero when they had paid ahead. 0 clears it. The server checks both.
 */
export function OpeningForm({ customer }: { customer: CustomerDetail }) {
  const [amount, setAmount] = useState(customer.opening?.amount ?? '');
  const [on, setOn] = useState(customer.opening?.on ?? shopToday());
  const save = useSetOpening(customer.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ amount: amount.trim() || '0', on });
  };
  return (
    <form onSubmit={submit} aria-label="Opening balance" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <LabelledInput
        label="Amount (₹)"
        hint="Below zero (such as -500) when they were in credit; 0 clears it."
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
      />
      <LabelledInput label="As on" type="date" value={on} max={shopToday()} onChange={setOn} required />
      <button type="submit" className={btn.secondary} disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save opening balance'}
      </button>
    </form>
  );
}
