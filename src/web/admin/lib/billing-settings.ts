import { useQuery } from '@tanstack/react-query';
import { BillingSettingsSchema } from '../../../contract/billing-settings.ts';
import { adminApi } from './admin-api.ts';

/** Billing's form saves under this key; the job screen reads whether prices include GST from the same answer. */
export const BILLING_KEY = ['admin', 'billing-settings'] as const;

/** GET /api/settings/billing. */
export const useBillingSettings = () =>
  useQuery({ queryKey: BILLING_KEY, queryFn: () => adminApi.get('/api/settings/billing', { schema: BillingSettingsSchema }) });
