import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EnquiryListSchema, EnquirySchema, type Enquiry } from '../../../contract/enquiries.ts';
import { adminApi } from '../lib/admin-api.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';

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

/** GET /api/enquiries. */
export const useAdminEnquiries = () =>
  useQuery({ queryKey: KEY, queryFn: async () => (await adminApi.get('/api/enquiries', { schema: EnquiryListSchema })).result });

/**
 * The list is updated in place from the answer (no refetch: the card flips at once); the
 * dashboard's counts follow on their next read.
 */
function useListUpdate() {
  const client = useQueryClient();
  return (change: (list: Enquiry[]) => Enquiry[]) => client.setQueryData<Enquiry[]>(KEY, (list) => list && change(list));
}

/** PATCH /api/enquiries/:id {handled}: "Mark as handled" / "Mark as not handled". */
export function useToggleEnquiry() {
  const update = useListUpdate();
  return useAdminMutation({
    call: async (enquiry: Enquiry) => {
      const updated = await adminApi.patch(`/api/enquiries/${enquiry._id}`, { handled: !enquiry.handled }, { schema: EnquirySchema });
      update((list) => list.map((e) => (e._id === updated._id ? updated : e)));
      return updated;
    },
    invalidates: [],
    success: (_enquiry, updated) => (updated.handled ? ENQUIRY_ADMIN_MESSAGES.handled : ENQUIRY_ADMIN_MESSAGES.notHandled),
    failure: ENQUIRY_ADMIN_MESSAGES.updateFailed,
  });
}

/** DELETE /api/enquiries/:id. */
export function useDeleteEnquiry() {
  const update = useListUpdate();
  return useAdminMutation({
    call: async (enquiry: Enquiry) => {
      await adminApi.delete(`/api/enquiries/${enquiry._id}`);
      update((list) => list.filter((e) => e._id !== enquiry._id));
    },
    invalidates: [],
    success: ENQUIRY_ADMIN_MESSAGES.deleted,
    failure: ENQUIRY_ADMIN_MESSAGES.deleteFailed,
  });
}
