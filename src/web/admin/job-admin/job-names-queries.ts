import { useQuery } from '@tanstack/react-query';
import { RecordsAnswerSchema, RecordsListSchema } from '../../../contract/quote-records.ts';
import { adminApi } from '../lib/admin-api.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { QUOTES_KEY } from '../lib/quote-pages.ts';

const enc = encodeURIComponent;
export const namesProofUrl = (id: string) => `/api/quotes/${enc(id)}/records/proof.pdf`;

/** GET /api/quotes/{id}/records: the job's sheet of names (under the quotes' key: a proof or an answer reads it again). */
export const useJobNames = (id: string) =>
  useQuery({
    queryKey: [...QUOTES_KEY, 'records', id],
    queryFn: ({ signal }) => adminApi.get(`/api/quotes/${enc(id)}/records`, { schema: RecordsListSchema, signal }),
    retry: false,
  });

/** POST /api/quotes/{id}/records (multipart): the sheet, maybe the photos' zip; the rows become the next proof. */
export const useSendJobNames = () =>
  useAdminMutation({
    call: async ({ id, sheet, photos }: { id: string; sheet: File; photos?: File }) => {
      const form = new FormData();
      form.append('sheet', sheet);
      if (photos) form.append('photos', photos);
      return adminApi.post(`/api/quotes/${enc(id)}/records`, form, { schema: RecordsAnswerSchema });
    },
    invalidates: [QUOTES_KEY],
    success: (_vars, a) => `${a.records} ${a.records === 1 ? 'card' : 'cards'} saved as proof ${a.version}`,
    failure: 'Could not read the list of names.',
  });
