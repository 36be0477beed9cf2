import { Link } from 'react-router';
import type { CustomerSummary } from '../../../contract/customers.ts';
import { AdminLayout, EmptyState, LoadError, LoadMore, SearchBox } from '../components/index.ts';
import { useCustomerPages } from '../lib/customer-queries.ts';
import { useSearchText } from '../lib/paged-list.ts';
import { balanceText, dueText, owes } from '../lib/customer-texts.ts';

export const CUSTOMERS_MESSAGES = {
  loadFailed: 'Could not load the customers.',
  none: 'No customers found.',
} as const;

function CustomerCard({ customer }: { customer: CustomerSummary }) {
  return (
    <Link
      to={`/admin/customers/${customer.id}`}
      className="block min-w-0 rounded-lg border border-stone-200 bg-white p-3 shadow-sm hover:border-brand-600 focus-visible:border-brand-600"
    >
      <h3 className="break-words font-semibold">{customer.name || customer.phone}</h3>
      <p className="text-sm text-stone-700">
        {customer.phone} · {customer.jobs === 1 ? '1 job' : `${customer.jobs} jobs`}
      </p>
      <p className={`mt-1 font-medium ${owes(customer.balance) ? 'text-red-800' : 'text-stone-800'}`}>{balanceText(customer)}</p>
      {customer.oldestDueDays !== null && <p className="text-sm text-stone-700">{dueText(customer.oldestDueDays)}</p>}
    </Link>
  );
}

/**
 * Customers (dashboard tab "customers", issue 31): everyone who asked for a job, by phone number, with
 * their balance and how long the oldest bill has waited; searched on the server, 50 at a time.
 */
export default function CustomersAdminPage() {
  const [typed, setTyped, q] = useSearchText();
  const customers = useCustomerPages(q);
  return (
    <AdminLayout title="Customers">
      <SearchBox value={typed} onChange={setTyped} placeholder="Search customers..." label="Search by name or phone" className="mb-4" />
      {customers.isPending ? (
        <p role="status" className="py-6 text-center text-stone-600">
          Loading...
        </p>
      ) : customers.isError && !customers.items?.length ? (
        <LoadError message={CUSTOMERS_MESSAGES.loadFailed} onRetry={() => void customers.refetch()} busy={customers.isFetching} />
      ) : customers.items?.length ? (
        <>
          <ul aria-label="Customers" className="grid gap-3 sm:grid-cols-2">
            {customers.items.map((c) => (
              <li key={c.id}>
                <CustomerCard customer={c} />
              </li>
            ))}
          </ul>
          <LoadMore list={customers} />
        </>
      ) : (
        <EmptyState>{CUSTOMERS_MESSAGES.none}</EmptyState>
      )}
    </AdminLayout>
  );
}
