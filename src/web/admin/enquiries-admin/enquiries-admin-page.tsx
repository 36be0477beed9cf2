import { useMemo, useState } from 'react';
import type { Enquiry } from '../../../contract/enquiries.ts';
import { AdminLayout, btn, ConfirmDialog, EmptyState, LoadError } from '../components/index.ts';
import { ENQUIRY_ADMIN_MESSAGES, useAdminEnquiries, useDeleteEnquiry, useToggleEnquiry } from './enquiry-queries.ts';
import { EnquiryCard } from './enquiry-card.tsx';
import { QuoteList } from './quote-list.tsx';

export { ENQUIRY_ADMIN_MESSAGES };

type Filter = 'all' | 'open' | 'handled';
const FILTERS: readonly [Filter, string][] = [
  ['all', 'All'],
  ['open', 'Not handled'],
  ['handled', 'Handled'],
];

/** Newest first, whatever order the answer had. */
const newestFirst = (a: Enquiry, b: Enquiry) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);

/**
 * Enquiries & Quotes: the quotes asked for from item pages (issue 9), for the owner to price and
 * send; then the messages sent from the contact page, to answer and tick off.
 */
export default function EnquiriesAdminPage() {
  const enquiries = useAdminEnquiries();
  const [filter, setFilter] = useState<Filter>('all');
  const [deleting, setDeleting] = useState<Enquiry | null>(null);
  const toggle = useToggleEnquiry();
  const remove = useDeleteEnquiry();

  const shown = useMemo(
    () => enquiries.data?.filter((e) => filter === 'all' || e.handled === (filter === 'handled')).sort(newestFirst),
    [enquiries.data, filter],
  );
  const busyId = toggle.isPending ? toggle.variables._id : remove.isPending ? remove.variables._id : null;

  const open = enquiries.data?.filter((e) => !e.handled).length ?? 0;
  return (
    <AdminLayout title="Enquiries & Quotes">
      <QuoteList />
      <h2 className="mb-3 text-xl font-semibold">Enquiries</h2>
      <div role="group" aria-label="Show" className="mb-4 flex flex-wrap gap-2">
        {FILTERS.map(([key, label]) => (
          <button key={key} type="button" aria-pressed={filter === key} onClick={() => setFilter(key)} className={filter === key ? btn.primary : btn.secondary}>
            {label}
            {key === 'open' && enquiries.data ? ` (${open})` : ''}
          </button>
        ))}
      </div>
      {enquiries.isPending ? (
        <p role="status" className="py-6 text-center text-stone-600">
          Loading...
        </p>
      ) : enquiries.isError ? (
        <LoadError message="Could not load the enquiries." onRetry={() => void enquiries.refetch()} />
      ) : shown && shown.length > 0 ? (
        <ul aria-label="Enquiries" className="space-y-3">
          {shown.map((enquiry) => (
            <li key={enquiry._id}>
              <EnquiryCard enquiry={enquiry} busy={busyId === enquiry._id} onToggle={(e) => toggle.mutate(e)} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>{ENQUIRY_ADMIN_MESSAGES.empty}</EmptyState>
      )}
      <ConfirmDialog
        open={deleting !== null}
        question={ENQUIRY_ADMIN_MESSAGES.confirm}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
        busy={remove.isPending}
      />
    </AdminLayout>
  );
}
