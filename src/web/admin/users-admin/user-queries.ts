import { useQuery } from '@tanstack/react-query';
import { UserListSchema, type User } from '../../../contract/users.ts';
import { ME_KEY } from '../../shared/lib/session.ts';
import { adminApi, ApiError } from '../lib/admin-api.ts';
import { useAdminMutation, useDeleteById } from '../lib/admin-mutation.ts';
import { MESSAGES, userBody, type UserDraft } from './user-rules.ts';

export const useAdminUsers = () =>
  useQuery({
    queryKey: ['admin', 'users'],
    queryFn: async () => (await adminApi.get('/api/users/GetUserList', { schema: UserListSchema })).result,
  });

/** The list, and the logged-in user's name in the shell (an admin may rename themself). */
const USER_KEYS = [['admin', 'users'], ME_KEY] as const;

/**
 * PUT /api/users/updateUser/:id or POST /api/users/addUser. The add answers the bare text "exist"
 * for a taken name: that is a refusal ("User already exists"), turned into an error like any other.
 */
export const useSaveUser = () =>
  useAdminMutation({
    call: async ({ user, draft }: { user: User | null; draft: UserDraft }) => {
      if (user) return adminApi.put(`/api/users/updateUser/${user._id}`, userBody(draft));
      const answer = await adminApi.post('/api/users/addUser', userBody(draft));
      if (answer === 'exist') throw new ApiError(MESSAGES.exists, 409);
      return answer;
    },
    invalidates: USER_KEYS,
    success: ({ user }) => (user ? MESSAGES.updated : MESSAGES.added),
    failure: ({ user }) => (user ? MESSAGES.updateFailed : MESSAGES.addFailed),
  });

/** DELETE /api/users/:id (409 "The last user cannot be deleted." is shown as the server says it). */
export const useDeleteUser = () => useDeleteById<User>('/api/users', USER_KEYS, MESSAGES);
