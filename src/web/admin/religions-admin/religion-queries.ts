import { useQuery } from '@tanstack/react-query';
import { ReligionListSchema, ReligionSchema, type Religion } from '../../../contract/catalogue.ts';
import { adminApi } from '../lib/admin-api.ts';
import { useAdminMutation, useDeleteById } from '../lib/admin-mutation.ts';
import { MESSAGES } from './religion-rules.ts';

/** GET /api/religions/GetReligionList, with isUsed (true when a listing uses it: no Delete). */
export const useAdminReligions = () =>
  useQuery({
    queryKey: ['admin', 'religions'],
    queryFn: async () => (await adminApi.get('/api/religions/GetReligionList', { schema: ReligionListSchema })).result,
  });

/** A change shows in the admin lists and the storefront's listings (they show the religion's name). */
const RELIGION_KEYS = [['admin', 'religions'], ['admin', 'listings'], ['listings'], ['listing']] as const;

/** POST /api/religions or PUT /api/religions/:id ({name}). */
export const useSaveReligion = () =>
  useAdminMutation({
    call: ({ religion, name }: { religion: Religion | null; name: string }) =>
      religion
        ? adminApi.put(`/api/religions/${religion._id}`, { name }, { schema: ReligionSchema })
        : adminApi.post('/api/religions', { name }, { schema: ReligionSchema }),
    invalidates: RELIGION_KEYS,
    success: ({ religion }) => (religion ? MESSAGES.updated : MESSAGES.created),
    failure: ({ religion }) => (religion ? MESSAGES.updateFailed : MESSAGES.createFailed),
  });

/** DELETE /api/religions/:id. */
export const useDeleteReligion = () => useDeleteById<Religion>('/api/religions', RELIGION_KEYS, MESSAGES);
