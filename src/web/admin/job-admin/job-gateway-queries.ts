import { useQuery } from '@tanstack/react-query';
import { GATEWAY_MESSAGES, GatewayLinksSchema } from '../../../contract/gateway.ts';
import { QuoteSchema } from '../../../contract/quotes.ts';
import { adminApi } from '../lib/admin-api.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { QUOTES_KEY } from '../lib/quote-pages.ts';
import { useShowJob } from './job-queries.ts';

const linksKey = (id: string) => [...QUOTES_KEY, 'gateway-links', id] as const;

/** GET /api/quotes/{id}/gateway-links: the payment links the customer made on this job, newest first. */
export const useGatewayLinks = (id: string) =>
  useQuery({
    queryKey: linksKey(id),
    queryFn: ({ signal }) => adminApi.get(`/api/quotes/${encodeURIComponent(id)}/gateway-links`, { schema: GatewayLinksSchema, signal }),
    staleTime: 0,
  });

/** POST /api/quotes/{id}/gateway-check: Razorpay is asked about the job's open links; what it took is recorded. */
export function useGatewayCheck() {
  const show = useShowJob();
  return useAdminMutation({
    call: async (id: string) => show(await adminApi.post(`/api/quotes/${encodeURIComponent(id)}/gateway-check`, {}, { schema: QuoteSchema })),
    invalidates: [QUOTES_KEY, ['admin', 'insights']],
    success: GATEWAY_MESSAGES.checked,
    failure: GATEWAY_MESSAGES.checkFailed,
  });
}

/** PUT /api/payments/{id}/checked: the owner has looked at a flagged gateway payment. */
export function useMarkChecked() {
  const show = useShowJob();
  return useAdminMutation({
    call: async (paymentId: string) => show(await adminApi.put(`/api/payments/${encodeURIComponent(paymentId)}/checked`, {}, { schema: QuoteSchema })),
    invalidates: [QUOTES_KEY],
    success: GATEWAY_MESSAGES.markedChecked,
    failure: 'Could not mark the payment as checked.',
  });
}
