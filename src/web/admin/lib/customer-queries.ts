import { useQuery } from '@tanstack/react-query';
import { CustomerDetailSchema, CustomerListSchema, ReminderAnswerSchema, type CustomerDetail } from '../../../contract/customers.ts';
import { adminApi } from './admin-api.ts';
import { useAdminMutation } from './admin-mutation.ts';
import { pagedPath, usePagedList } from './paged-list.ts';

/** Every read of customers is under this key: a write on one reads the list and the dashboard's card again. */
const CUSTOMERS_KEY = ['admin', 'customers'] as const;
const customerKey = (id: string) => [...CUSTOMERS_KEY, 'one', id] as const;

/** GET /api/customers, 50 at a time, the customer who asked most recently first; `q` searched on the server. */
export const useCustomerPages = (q: string) =>
  usePagedList([...CUSTOMERS_KEY, 'pages', q], async (offset, signal) => {
    const page = await adminApi.get(pagedPath('/api/customers', offset, { q }), { schema: CustomerListSchema, signal });
    // The paged list tells rows apart by _id, as every other list's rows are named.
    return { result: page.result.map((c) => ({ ...c, _id: c.id })) };
  });

/** The dashboard's "Who owes": the few largest balances (a balance of 0 or less is left out by the card). */
export const useOwing = (count = 5) =>
  useQuery({
    queryKey: [...CUSTOMERS_KEY, 'owing', count],
    queryFn: ({ signal }) => adminApi.get(`/api/customers?sort=owing&limit=${count}`, { schema: CustomerListSchema, signal }),
    staleTime: 60_000,
  });

/**
 * The account of a job's customer, found by the job's number (the list's search compares digits
 * however either was typed): null when no customer has it.
 */
export const useCustomerOfPhone = (phone: string) =>
  useQuery({
    queryKey: [...CUSTOMERS_KEY, 'phone', phone],
    queryFn: async ({ signal }) => {
      const digits = phone.replace(/\D/g, '').slice(-10);
      const page = await adminApi.get(`/api/customers?limit=5&q=${encodeURIComponent(phone)}`, { schema: CustomerListSchema, signal });
      return page.result.find((c) => c.phone.endsWith(digits)) ?? null;
    },
    staleTime: 0,
  });

/** GET /api/customers/{id}: read afresh each time the page opens (payments may have come in on the job screens). */
export const useCustomer = (id: string) =>
  useQuery({
    queryKey: customerKey(id),
    queryFn: ({ signal }) => adminApi.get(`/api/customers/${encodeURIComponent(id)}`, { schema: CustomerDetailSchema, signal }),
    staleTime: 0,
  });

/** PUT /api/customers/{id}/opening. */
export const useSetOpening = (id: string) =>
  useAdminMutation({
    call: (input: { amount: string; on: string }) =>
      adminApi.put<CustomerDetail>(`/api/customers/${encodeURIComponent(id)}/opening`, input, { schema: CustomerDetailSchema }),
    invalidates: [CUSTOMERS_KEY],
    success: 'Opening balance saved',
    failure: 'Could not save the opening balance.',
  });

/** POST /api/customers/{id}/reminders: the message and its WhatsApp link (the log is read again). */
export const useRemind = (id: string) =>
  useAdminMutation({
    call: () => adminApi.post(`/api/customers/${encodeURIComponent(id)}/reminders`, undefined, { schema: ReminderAnswerSchema }),
    invalidates: [customerKey(id)],
    failure: 'Could not make the reminder.',
  });
