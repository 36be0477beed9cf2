import { Link } from 'react-router';
import { btn } from '../components/index.ts';
import { useOwing } from '../lib/customer-queries.ts';
import { balanceText, dueText, owes } from '../lib/customer-texts.ts';

/**
 * Who owes most (issue 31), above the Orders screen: the five largest balances with how long
 * each one's oldest bill has waited, each opening their account. Nothing while loading, on an
 * error, or when nobody owes anything: a glance, the Customers tab says more.
 */
export function OwingCard({ onOpen }: { onOpen: () => void }) {
  const { data } = useOwing();
  const owing = data?.result.filter((c) => owes(c.balance)) ?? [];
  if (!owing.length) return null;
  return (
    <section aria-label="Who owes" className="mb-4 rounded-lg border border-stone-200 bg-white px-4 py-3">
      <div className="flex flex-wrap items-center gap-x-4">
        <p className="font-semibold">Who owes</p>
        <button type="button" onClick={onOpen} className={`${btn.link} ml-auto`}>
          See all customers
        </button>
      </div>
      <ul className="grid gap-1">
        {owing.map((c) => (
          <li key={c.id} className="min-w-0">
            <Link to={`/admin/customers/${c.id}`} className="inline-flex min-h-11 flex-wrap items-center gap-x-2 break-words text-brand-700 underline">
              <span className="font-medium">{c.name || c.phone}</span>
              <span className="text-stone-800">{balanceText(c)}</span>
              {c.oldestDueDays !== null && <span className="text-sm text-stone-700">{dueText(c.oldestDueDays)}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
