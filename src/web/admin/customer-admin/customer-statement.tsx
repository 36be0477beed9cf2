import type { CustomerDetail, StatementKind } from '../../../contract/customers.ts';
import { formatDay } from '../../../contract/ist-time.ts';
import { formatRupees } from '../../../contract/money.ts';

const COLUMNS = [
  ['Date', 'text-left'],
  ['Particulars', 'text-left'],
  ['Debit', 'text-right'],
  ['Credit', 'text-right'],
  ['Balance', 'text-right'],
] as const;
const KINDS: Record<StatementKind, string> = { opening: 'Opening balance', bill: 'Bill', payment: 'Payment', reversal: 'Payment reversed' };
/** A column's amount; its empty side stays blank, as in a passbook. */
const cell = (amount: string) => (/^0(\.0+)?$/.test(amount) ? '' : formatRupees(amount));
const signed = (amount: string) => (amount.startsWith('-') ? `${formatRupees(amount.slice(1))} Cr` : formatRupees(amount));

/** The statement, oldest first: a table that scrolls sideways on a narrow phone rather than squeezing the amounts. */
export function CustomerStatement({ customer }: { customer: CustomerDetail }) {
  if (!customer.statement.length) return <p className="text-stone-700">No bills or payments yet.</p>;
  return (
    // Focusable, so the keyboard can scroll it too (arrow keys; axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label="Statement lines" tabIndex={0} className="-mx-3 overflow-x-auto px-3">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">Statement</caption>
        <thead>
          <tr className="border-b border-stone-300">
            {COLUMNS.map(([name, align]) => (
              <th key={name} scope="col" className={`py-2 pr-2 ${align}`}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {customer.statement.map((row, i) => (
            <tr key={i} className="border-b border-stone-100 align-top">
              <td className="whitespace-nowrap py-2 pr-2">{formatDay(row.date)}</td>
              <td className="break-words py-2 pr-2">
                {KINDS[row.kind]}
                {row.ref && <span className="block text-stone-600">{row.ref}</span>}
              </td>
              <td className="whitespace-nowrap py-2 pr-2 text-right">{cell(row.debit)}</td>
              <td className="whitespace-nowrap py-2 pr-2 text-right">{cell(row.credit)}</td>
              <td className="whitespace-nowrap py-2 text-right font-medium">{signed(row.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const BUCKETS = [
  ['upTo30', '0–30 days'],
  ['upTo60', '31–60 days'],
  ['upTo90', '61–90 days'],
  ['over90', 'Over 90 days'],
] as const;

/** What is still owed by age (the oldest bills take the payments first). */
export function CustomerAgeing({ customer }: { customer: CustomerDetail }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {BUCKETS.map(([key, label]) => (
        <div
          key={key}
          className={`rounded-md border p-2 ${key === 'over90' && customer.ageing[key] !== '0' ? 'border-red-300 bg-red-50' : 'border-stone-200'}`}
        >
          <dt className="text-sm text-stone-700">{label}</dt>
          <dd className="font-semibold">{formatRupees(customer.ageing[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
