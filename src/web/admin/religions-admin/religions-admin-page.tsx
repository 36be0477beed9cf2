import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReligionListSchema, type Religion } from '../../../contract/catalogue.ts';
import { AdminLayout, AdminTable, btn, ConfirmDialog, matches, SearchBox, toast, type Column } from '../components/index.ts';
import { adminApi, errorMessage } from '../lib/admin-api.ts';
import { ReligionForm } from './religion-form.tsx';
import { MESSAGES } from './religion-rules.ts';

type FormState = { religion: Religion | null } | null;

const useAdminReligions = () =>
  useQuery({
    queryKey: ['admin', 'religions'],
    queryFn: async () => (await adminApi.get('/api/religions/GetReligionList', { schema: ReligionListSchema })).result,
  });

/** After a change: the admin lists and the storefront's listings (they show the religion's name). */
const refreshReligions = (client: QueryClient) =>
  Promise.all([['admin', 'religions'], ['admin', 'listings'], ['listings'], ['listing']].map((queryKey) => client.invalidateQueries({ queryKey })));

/** Religions (/addReligion; dashboard tab "religions"): spec §2, §5, §8. */
export default function ReligionsAdminPage() {
  const client = useQueryClient();
  const list = useAdminReligions();
  const [query, setQuery] = useState('');
  const [form, setForm] = useState<FormState>(null);
  const [doomed, setDoomed] = useState<Religion | null>(null);
  const [deleting, setDeleting] = useState(false);

  const rows = list.data?.filter((r) => matches(r.name, query));

  const remove = async () => {
    if (!doomed) return;
    setDeleting(true);
    try {
      await adminApi.delete(`/api/religions/${doomed._id}`);
      toast.success(MESSAGES.deleted);
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.deleteFailed));
    } finally {
      setDeleting(false);
      setDoomed(null);
      void refreshReligions(client);
    }
  };

  const columns: Column<Religion>[] = [
    { header: 'Name', cell: (r) => <span className="font-medium">{r.name}</span> },
    {
      header: 'Actions',
      bare: true,
      className: 'md:w-48',
      cell: (r) => (
        <div className="flex flex-wrap items-center gap-1">
          <button type="button" className={btn.link} onClick={() => setForm({ religion: r })} aria-label={`Edit ${r.name}`}>
            Edit
          </button>
          {r.isUsed ? (
            <span className="px-2 text-sm text-stone-500">In use</span>
          ) : (
            <button type="button" className={btn.linkDanger} onClick={() => setDoomed(r)} aria-label={`Delete ${r.name}`}>
              Delete
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <AdminLayout
      title="Religions"
      actions={
        <button type="button" className={btn.primary} onClick={() => setForm({ religion: null })}>
          <span aria-hidden="true">+</span> New Religion
        </button>
      }
    >
      <SearchBox value={query} onChange={setQuery} placeholder="Search religions..." className="mb-4 max-w-md" />
      {list.isError && !list.data ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-6 text-center text-red-800">
          <p>{MESSAGES.loadFailed}</p>
          <button type="button" className={`${btn.secondary} mt-3`} onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <AdminTable caption="Religions" columns={columns} rows={rows} rowKey={(r) => r._id} loading={list.isPending} empty={MESSAGES.empty} />
      )}

      {form && (
        <ReligionForm
          key={form.religion?._id ?? 'new'}
          religion={form.religion}
          religions={list.data ?? []}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            void refreshReligions(client);
          }}
        />
      )}
      <ConfirmDialog open={doomed !== null} question={MESSAGES.confirmDelete} onConfirm={() => void remove()} onCancel={() => setDoomed(null)} busy={deleting} />
    </AdminLayout>
  );
}
