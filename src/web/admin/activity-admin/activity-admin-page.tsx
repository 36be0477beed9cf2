import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AUDIT_ENTITIES, AuditListSchema } from '../../../contract/audit.ts';
import { UserListSchema } from '../../../contract/users.ts';
import { AdminLayout, btn, EmptyState, LoadMore, SearchBox } from '../components/index.ts';
import { adminApi } from '../lib/admin-api.ts';
import { pagedPath, usePagedList, useSearchText } from '../lib/paged-list.ts';
import { ActivityCard } from './activity-card.tsx';
import { ENTITY_NAMES, fieldName } from './activity-text.ts';
import { FilterSelect } from './filter-select.tsx';

export { PAGE_SIZE } from '../lib/paged-list.ts';

export const ACTIVITY_MESSAGES = {
  empty: 'No activity found.',
  failed: 'Could not load the activity.',
} as const;

/** Activity (dashboard tab "activity"): who changed what and when, and every login, newest first; searched on the server. */
export default function ActivityAdminPage() {
  const [entity, setEntity] = useState('');
  const [user, setUser] = useState('');
  const [typed, setTyped, q] = useSearchText();
  const users = useQuery({
    queryKey: ['admin', 'users'],
    queryFn: async () => (await adminApi.get('/api/users/GetUserList', { schema: UserListSchema })).result,
  });
  const activity = usePagedList(['admin', 'audit', entity, user, q], (offset, signal) =>
    adminApi.get(pagedPath('/api/audit', offset, { entity, user, q }), { schema: AuditListSchema, signal }),
  );
  const entries = activity.items ?? [];

  return (
    <AdminLayout
      title="Activity"
      actions={
        <button type="button" className={btn.secondary} onClick={() => void activity.refetch()} disabled={activity.isFetching}>
          Refresh
        </button>
      }
    >
      <div className="mb-4 grid gap-3 sm:grid-cols-2">
        <FilterSelect
          label="Record"
          all="All records"
          value={entity}
          onChange={setEntity}
          options={AUDIT_ENTITIES.map((key) => ({ value: key, text: fieldName(ENTITY_NAMES[key] ?? key) }))}
        />
        <FilterSelect
          label="User"
          all="All users"
          value={user}
          onChange={setUser}
          options={users.data?.map((u) => ({ value: u._id, text: u.User_name })) ?? []}
        />
      </div>
      <SearchBox value={typed} onChange={setTyped} placeholder="Search activity..." className="mb-4 max-w-md" />
      {activity.isPending ? (
        <p role="status" className="py-6 text-center text-stone-600">
          Loading...
        </p>
      ) : activity.isError && entries.length === 0 ? (
        <div role="alert" className="py-6 text-center">
          <p>{ACTIVITY_MESSAGES.failed}</p>
          <button type="button" className={`${btn.secondary} mt-3`} onClick={() => void activity.refetch()}>
            Try again
          </button>
        </div>
      ) : entries.length === 0 ? (
        <EmptyState>{ACTIVITY_MESSAGES.empty}</EmptyState>
      ) : (
        <>
          <ul aria-label="Activity" className="space-y-3">
            {entries.map((entry) => (
              <li key={entry._id}>
                <ActivityCard entry={entry} />
              </li>
            ))}
          </ul>
          <LoadMore list={activity} />
        </>
      )}
    </AdminLayout>
  );
}
