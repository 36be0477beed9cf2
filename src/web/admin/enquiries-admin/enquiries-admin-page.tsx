import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { EnquiryListSchema, EnquirySchema, type Enquiry } from '../../../contract/enquiries.ts';
import { AdminLayout, btn, ConfirmDialog, EmptyState, toast } from '../components/index.ts';
import { adminApi, errorMessage } from '../lib/admin-api.ts';
import { EnquiryCard } from './enquiry-card.tsx';

const KEY = ['admin', 'enquiries'] as const;

export const ENQUIRY_ADMIN_MESSAGES = {
  handled: 'Marked as handled',
  notHandled: 'Marked as not handled',
  updateFailed: 'Update failed.',
  deleted: 'Enquiry deleted',
  deleteFailed: 'Delete failed',
  confirm: 'Are you sure you want to delete this enquiry?',
  empty: 'No enquiries found.',
} as const;

type Filter = 'all' | 'open' | 'handled';
const FILTERS: readonly [Filter, string][] = [
  ['all', 'All'],
  ['open', 'Not handled'],
  ['handled', 'Handled'],
];

/** Newest first, whatever order the answer had. */
const newestFirst = (a: Enquiry, b: Enquiry) => b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);

/** Enquiries: the messages sent from the contact page, for the owner to answer and tick off. */
export default function EnquiriesAdminPage() {
  const client = useQueryClient();
  const enquiries = useQuery({ queryKey: KEY, queryFn: async () => (await adminApi.get('/api/enquiries', { schema: EnquiryListSchema })).result });
  const [filter, setFilter] = useState<Filter>('all');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Enquiry | null>(null);

  const shown = useMemo(
    () => enquiries.data?.filter((e) => filter === 'all' || e.handled === (filter === 'handled')).sort(newestFirst),
    [enquiries.data, filter],
  );

  const toggle = async (enquiry: Enquiry) => {
    setBusyId(enquiry._id);
    try {
      const updated = await adminApi.patch(`/api/enquiries/${enquiry._id}`, { handled: !enquiry.handled }, { schema: EnquirySchema });
      client.setQueryData<Enquiry[]>(KEY, (list) => list?.map((e) => (e._id === updated._id ? updated : e)));
      toast.success(updated.handled ? ENQUIRY_ADMIN_MESSAGES.handled : ENQUIRY_ADMIN_MESSAGES.notHandled);
    } catch (error) {
      toast.error(errorMessage(error, ENQUIRY_ADMIN_MESSAGES.updateFailed));
    } finally {
      setBusyId(null);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusyId(deleting._id);
    try {
      await adminApi.delete(`/api/enquiries/${deleting._id}`);
      toast.success(ENQUIRY_ADMIN_MESSAGES.deleted);
      client.setQueryData<Enquiry[]>(KEY, (list) => list?.filter((e) => e._id !== deleting._id));
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, ENQUIRY_ADMIN_MESSAGES.deleteFailed));
    } finally {
      setBusyId(null);
    }
  };

  const open = enquiries.data?.filter((e) => !e.handled).length ?? 0;
  return (
    <AdminLayout title="Enquiries">
      <div role="group" aria-label="Show" className="mb-4 flex flex-wrap gap-2">
        {FILTERS.map(([key, label]) => (
          <button key={key} type="button" aria-pressed={filter === key} onClick={() => setFilter(key)} className={filter === key ? btn.primary : btn.secondary}>
            {label}
            {key === 'open' && enquiries.data ? ` (${open})` : ''}
          </button>
        ))}
      </div>
      {enquiries.isPending ? (
        <p role="status" className="py-6 text-center text-stone-600">Loading...</p>
      ) : enquiries.isError ? (
        <div role="alert" className="py-6 text-center">
          <p>Could not load the enquiries.</p>
          <button type="button" className={`${btn.secondary} mt-3`} onClick={() => void enquiries.refetch()}>
            Try again
          </button>
        </div>
      ) : shown && shown.length > 0 ? (
        <ul aria-label="Enquiries" className="space-y-3">
          {shown.map((enquiry) => (
            <li key={enquiry._id}>
              <EnquiryCard enquiry={enquiry} busy={busyId === enquiry._id} onToggle={(e) => void toggle(e)} onDelete={setDeleting} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>{ENQUIRY_ADMIN_MESSAGES.empty}</EmptyState>
      )}
      <ConfirmDialog open={deleting !== null} question={ENQUIRY_ADMIN_MESSAGES.confirm} onConfirm={() => void remove()} onCancel={() => setDeleting(null)} busy={busyId !== null && busyId === deleting?._id} />
    </AdminLayout>
  );
}
