import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { UserListSchema, type User } from '../../../contract/users.ts';
import { AdminLayout, AdminTable, btn, ConfirmDialog, matches, SearchBox, toast, useAdminUser, type Column } from '../components/index.ts';
import { adminApi, errorMessage } from '../lib/admin-api.ts';
import { ME_KEY } from '../../shared/lib/session.ts';
import { UserForm } from './user-form.tsx';
import { MESSAGES } from './user-rules.ts';

type FormState = { user: User | null } | null;

const useAdminUsers = () =>
  useQuery({
    queryKey: ['admin', 'users'],
    queryFn: async () => (await adminApi.get('/api/users/GetUserList', { schema: UserListSchema })).result,
  });

/** The list, and the logged-in user's name in the shell (an admin may rename themself). */
const refreshUsers = (client: QueryClient) => Promise.all([client.invalidateQueries({ queryKey: ['admin', 'users'] }), client.invalidateQueries({ queryKey: ME_KEY })]);

/** Users (/addUser; dashboard tab "users"): spec §2, §5, §8. */
export default function UsersAdminPage() {
  const client = useQueryClient();
  const me = useAdminUser();
  const list = useAdminUsers();
  const [query, setQuery] = useState('');
  const [form, setForm] = useState<FormState>(null);
  const [doomed, setDoomed] = useState<User | null>(null);
  const [deleting, setDeleting] = useState(false);

  const rows = list.data?.filter((u) => matches(u.User_name, query) || matches(u.Mobile_number, query));

  const remove = async () => {
    if (!doomed) return;
    setDeleting(true);
    try {
      await adminApi.delete(`/api/users/${doomed._id}`);
      toast.success(MESSAGES.deleted);
    } catch (error) {
      // e.g. 409 "The last user cannot be deleted."
      toast.error(errorMessage(error, MESSAGES.deleteFailed));
    } finally {
      setDeleting(false);
      setDoomed(null);
      void refreshUsers(client);
    }
  };

  const columns: Column<User>[] = [
    {
      header: 'Name',
      cell: (u) => (
        <span className="font-medium">
          {u.User_name}
          {me?._id === u._id && <span className="ml-2 text-sm font-normal text-stone-500">(you)</span>}
        </span>
      ),
    },
    {
      header: 'Mobile',
      // The first admin (made at setup) may have none.
      cell: (u) =>
        u.Mobile_number ? (
          <a href={`tel:${u.Mobile_number.replace(/[^+\d]/g, '')}`} className="underline-offset-2 hover:underline">
            {u.Mobile_number}
          </a>
        ) : (
          <span className="text-stone-500">—</span>
        ),
    },
    {
      header: 'Actions',
      bare: true,
      className: 'md:w-48',
      cell: (u) => (
        <div className="flex flex-wrap items-center gap-1">
          <button type="button" className={btn.link} onClick={() => setForm({ user: u })} aria-label={`Edit ${u.User_name}`}>
            Edit
          </button>
          <button type="button" className={btn.linkDanger} onClick={() => setDoomed(u)} aria-label={`Delete ${u.User_name}`}>
            Delete
          </button>
        </div>
      ),
    },
  ];

  return (
    <AdminLayout
      title="Users"
      actions={
        <button type="button" className={btn.primary} onClick={() => setForm({ user: null })}>
          <span aria-hidden="true">+</span> New User
        </button>
      }
    >
      <SearchBox value={query} onChange={setQuery} placeholder="Search users..." className="mb-4 max-w-md" />
      {list.isError && !list.data ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-6 text-center text-red-800">
          <p>{MESSAGES.loadFailed}</p>
          <button type="button" className={`${btn.secondary} mt-3`} onClick={() => void list.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <AdminTable caption="Users" columns={columns} rows={rows} rowKey={(u) => u._id} loading={list.isPending} empty={MESSAGES.empty} />
      )}

      {form && (
        <UserForm
          key={form.user?._id ?? 'new'}
          user={form.user}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            void refreshUsers(client);
          }}
        />
      )}
      <ConfirmDialog open={doomed !== null} question={MESSAGES.confirmDelete} onConfirm={() => void remove()} onCancel={() => setDoomed(null)} busy={deleting} />
    </AdminLayout>
  );
}
