import type { User } from '../../../contract/users.ts';
import { CrudScreen, matches, useAdminUser } from '../components/index.ts';
import { UserForm } from './user-form.tsx';
import { useAdminUsers, useDeleteUser } from './user-queries.ts';
import { MESSAGES } from './user-rules.ts';

/** Users (/addUser; dashboard tab "users"): spec §2, §5, §8. */
export default function UsersAdminPage() {
  const me = useAdminUser();
  const list = useAdminUsers();
  return (
    <CrudScreen<User>
      names={{ title: 'Users', one: 'User', many: 'users' }}
      nameOf={(u) => u.User_name}
      search={(u, query) => matches(u.User_name, query) || matches(u.Mobile_number, query)}
      list={list}
      texts={MESSAGES}
      columns={[
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
      ]}
      actionsClassName="md:w-48"
      form={(user, close) => <UserForm key={user?._id ?? 'new'} user={user} onClose={close} />}
      remove={useDeleteUser()}
    />
  );
}
