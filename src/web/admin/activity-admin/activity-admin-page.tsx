import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { AUDIT_ENTITIES, AuditListSchema, type AuditEntry } from '../../../contract/audit.ts';
import { UserListSchema } from '../../../contract/users.ts';
import { AdminLayout, btn, EmptyState } from '../components/index.ts';
import { adminApi } from '../lib/admin-api.ts';
import { ActivityCard } from './activity-card.tsx';
import { ENTITY_NAMES, fieldName } from './activity-text.ts';
import { FilterSelect } from './filter-select.tsx';

export const PAGE_SIZE = 50;

export const ACTIVITY_MESSAGES = {
  empty: 'No activity found.',
  failed: 'Could not load the activity.',
  moreFailed: 'Could not load more.',
} as const;

function auditPath(entity: string, user: string, offset: number): string {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(offset) });
  if (entity) query.set('entity', entity);
  if (user) query.set('user', user);
  return `/api/audit?${query}`;
}

/** Activity (dashboard tab "activity"): who changed what and when, and every login, newest first. */
export default function ActivityAdminPage() {
  const [entity, setEntity] = useState('');
  const [user, setUser] = useState('');
  const users = useQuery({
    queryKey: ['admin', 'users'],
    queryFn: async () => (await adminApi.get('/api/users/GetUserList', { schema: UserListSchema })).result,
  });
  const activity = useInfiniteQuery({
    queryKey: ['admin', 'audit', entity, user],
    queryFn: async ({ pageParam, signal }) => (await adminApi.get(auditPath(entity, user, pageParam), { schema: AuditListSchema, signal })).result,
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < PAGE_SIZE ? undefined : pages.length * PAGE_SIZE),
    // Changes made in the other tabs a moment ago must show when this one opens.
    staleTime: 0,
  });

  // Entries written while paging shift the offsets: an entry seen twice is shown once.
  const entries = useMemo(() => {
    const seen = new Set<string>();
    return (activity.data?.pages.flat() ?? []).filter((e: AuditEntry) => !seen.has(e._id) && Boolean(seen.add(e._id)));
  }, [activity.data]);

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
          {activity.isFetchNextPageError && (
            <p role="alert" className="mt-4 text-center text-red-700">
              {ACTIVITY_MESSAGES.moreFailed}
            </p>
          )}
          {activity.hasNextPage && (
            <div className="mt-4 text-center">
              <button type="button" className={btn.secondary} onClick={() => void activity.fetchNextPage()} disabled={activity.isFetchingNextPage}>
                {activity.isFetchingNextPage ? 'Loading...' : activity.isFetchNextPageError ? 'Try again' : 'Load more'}
              </button>
            </div>
          )}
        </>
      )}
    </AdminLayout>
  );
}
