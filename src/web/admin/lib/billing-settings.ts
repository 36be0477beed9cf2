import { useQuery } from '@tanstack/react-query';
import { BillingSettingsAnswerSchema } from '../../../contract/billing-settings.ts';
import { adminApi } from './admin-api.ts';

/** Billing's form saves under this key; the job screen reads whether prices include GST from the same answer. */
export const BILLING_KEY = ['admin', 'billing-settings'] as const;

/** GET /api/settings/billing (the setup checklist reads it too). */
export const useBillingSettings = () =>
  useQuery({ queryKey: BILLING_KEY, queryFn: () => adminApi.get('/api/settings/billing', { schema: BillingSettingsAnswerSchema }) });
