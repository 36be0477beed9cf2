import { Link } from 'react-router';
import type { Quote } from '../../../contract/quotes.ts';
import { useCustomerOfPhone } from '../lib/customer-queries.ts';
import { balanceText, dueText } from '../lib/customer-texts.ts';

/** The customer's account in one line, from their job: what they owe over all their jobs, and the way to it. */
export function JobAccount({ quote }: { quote: Quote }) {
  const { data: customer, isPending, isError } = useCustomerOfPhone(quote.phone);
  if (isPending) return <p className="text-stone-600">Loading...</p>;
  // A glance, not the job's business: an account that could not be read is left out.
  if (isError) return <p className="text-stone-700">Could not load the account.</p>;
  if (!customer) return <p className="text-stone-700">No account found for this number.</p>;
  return (
    <p>
      <Link to={`/admin/customers/${customer.id}`} className="font-medium text-brand-700 underline">
        {balanceText(customer)} over {customer.jobs === 1 ? '1 job' : `${customer.jobs} jobs`}
      </Link>
      {customer.oldestDueDays !== null && <span className="block text-sm text-stone-700">{dueText(customer.oldestDueDays)}</span>}
    </p>
  );
}
