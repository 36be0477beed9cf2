import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { quoteQuery, SEND_FAILED } from './quote-queries.ts';

const recordsPath = (token: string) => `/api/quotes/${encodeURIComponent(token)}/records`;
export const recordsProofUrl = (token: string) => `${recordsPath(token)}/proof.pdf`;
const recordsKey = (token: string) => ['quote-records', token] as const;

/** GET /api/quotes/{token}/records: the customer's rows, asked in the browser only (personal, never in the server's HTML). */
export function useRecords(token: string) {
  return useQuery({
    queryKey: recordsKey(token),
    queryFn: async () => {
      const [{ apiRequest }, { RecordsListSchema }] = await Promise.all([import('../../shared/lib/api.ts'), import('../../../contract/quote-records.ts')]);
      return apiRequest(recordsPath(token), RecordsListSchema);
    },
  });
}

/** POST /api/quotes/{token}/records: the sheet and maybe the photos; the rows and the quote (a new proof) are read again. */
export function useSendRecords(token: string) {
  const client = useQueryClient();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  async function send(sheet: File, photos: File | undefined): Promise<boolean> {
    if (sending) return false;
    setSending(true);
    setError('');
    try {
      const [{ apiRequest, ApiError }, { RecordsAnswerSchema }] = await Promise.all([
        import('../../shared/lib/api.ts'),
        import('../../../contract/quote-records.ts'),
      ]);
      const form = new FormData();
      form.append('sheet', sheet);
      if (photos) form.append('photos', photos);
      try {
        await apiRequest(recordsPath(token), RecordsAnswerSchema, { method: 'POST', form });
      } catch (failure) {
        // The server words its refusals in the quote's language.
        setError(failure instanceof ApiError && failure.status < 500 ? failure.message : SEND_FAILED);
        return false;
      }
      await Promise.all([client.invalidateQueries({ queryKey: recordsKey(token) }), client.invalidateQueries({ queryKey: quoteQuery(token).queryKey })]);
      return true;
    } finally {
      setSending(false);
    }
  }
  return { sending, error, send };
}
