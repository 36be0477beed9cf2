import { useState } from 'react';
import { Link } from 'react-router';
import type { CustomerDetail } from '../../../contract/customers.ts';
import { formatDay } from '../../../contract/ist-time.ts';
import { formatRupees } from '../../../contract/money.ts';
import { QUOTE_STAGE_LABELS } from '../../../contract/quote-stages.ts';
import { AdminLayout, LabelledInput, LoadError } from '../components/index.ts';
import { BackLink, ScreenPart } from '../components/screen-part.tsx';
import { ApiError } from '../lib/admin-api.ts';
import { useCustomer } from '../lib/customer-queries.ts';
import { balanceText, dueText, owes } from '../lib/customer-texts.ts';
import { jobPath } from '../lib/jobs.ts';
import { CustomerAgeing, CustomerStatement } from './customer-statement.tsx';
import { OpeningForm } from './opening-form.tsx';
import { RemindPart } from './remind-part.tsx';

/** One part of the account, a card with its heading (a region named by it). */
const Part = ScreenPart;

const BACK = <BackLink tab="customers">All customers</BackLink>;

/** The statement PDF of a period (both ends optional: from the first line, to today), in the customer's language. */
function StatementLink({ customer }: { customer: CustomerDetail }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) }).toString();
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <LabelledInput label="From" type="date" value={from} onChange={setFrom} />
      <LabelledInput label="To" type="date" value={to} onChange={setTo} />
      <a
        href={`/api/customers/${customer.id}/statement.pdf${query ? `?${query}` : ''}`}
        target="_blank"
        rel="noreferrer"
        className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
      >
        Statement PDF{customer.lang === 'hi' ? ' (Hindi)' : ''}
      </a>
    </div>
  );
}

function Jobs({ customer }: { customer: CustomerDetail }) {
  return (
    <ul aria-label="Jobs" className="grid gap-2">
      {customer.jobList.map((j) => (
        <li key={j.id}>
          <Link to={jobPath(j.id)} className="block rounded-md border border-stone-200 p-2 hover:border-brand-600">
            <span className="font-medium">{j.orderNumber ?? `#${j.id.slice(0, 8)}`}</span> · {j.title}
            <span className="block text-sm text-stone-700">
              {QUOTE_STAGE_LABELS[j.stage]} · {formatDay(j.createdAt.slice(0, 10))}
              {j.price ? ` · ${formatRupees(j.price)}` : ''}
              {j.bill ? ` · bill ${j.bill}` : ''}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Unbilled({ customer }: { customer: CustomerDetail }) {
  if (!customer.unbilled.length) return <p className="text-stone-700">Every priced job is billed.</p>;
  return (
    <ul aria-label="Not yet billed" className="grid gap-1">
      {customer.unbilled.map((u) => (
        <li key={u.id}>
          <Link to={jobPath(u.id)} className="font-medium text-brand-700 underline">
            {u.orderNumber ?? `#${u.id.slice(0, 8)}`}
          </Link>{' '}
          {u.title}: {formatRupees(u.price)}, paid {formatRupees(u.paid)}
        </li>
      ))}
    </ul>
  );
}

/** One customer's account on one screen (issue 31): balance and ageing, Remind, the statement, their jobs, the opening balance. */
export function CustomerScreen({ id }: { id: string }) {
  const customer = useCustomer(id);
  if (!customer.data) {
    const missing = customer.error instanceof ApiError && customer.error.status === 404;
    return (
      <AdminLayout title={missing ? 'Customer not found' : 'Customer'}>
        {BACK}
        {customer.isPending ? (
          <p role="status" className="py-6 text-center text-stone-600">
            Loading...
          </p>
        ) : missing ? (
          <p className="text-stone-700">There is no customer at this address. It may have been a mistyped link.</p>
        ) : (
          <LoadError message="Could not load the customer." onRetry={() => void customer.refetch()} busy={customer.isFetching} />
        )}
      </AdminLayout>
    );
  }
  const c = customer.data;
  return (
    <AdminLayout title={c.name || c.phone}>
      {BACK}
      <div className="mx-auto grid max-w-3xl gap-3">
        <Part title="Account">
          <p className="text-stone-700">
            <a href={`tel:${c.phone}`} className="font-medium text-brand-700 underline">
              {c.phone}
            </a>
            {c.gstin ? ` · GSTIN ${c.gstin}` : ''} · {c.lang === 'hi' ? 'Hindi' : 'English'}
          </p>
          <p className={`mt-2 text-2xl font-semibold ${owes(c.balance) ? 'text-red-800' : ''}`}>{balanceText(c)}</p>
          <p className="text-sm text-stone-700">
            Billed {formatRupees(c.billed)} · paid {formatRupees(c.paid)}
            {c.oldestDueDays !== null ? ` · ${dueText(c.oldestDueDays)}` : ''}
          </p>
          <div className="mt-3">
            <CustomerAgeing customer={c} />
          </div>
        </Part>
        <Part title="Remind">
          <RemindPart customer={c} />
        </Part>
        <Part title="Statement">
          <CustomerStatement customer={c} />
          <div className="mt-3">
            <StatementLink customer={c} />
          </div>
        </Part>
        <Part title="Not yet billed">
          <Unbilled customer={c} />
        </Part>
        <Part title="Jobs">
          <Jobs customer={c} />
        </Part>
        <Part title="Opening balance">
          <OpeningForm key={`${c.opening?.amount}:${c.opening?.on}`} customer={c} />
        </Part>
      </div>
    </AdminLayout>
  );
}
