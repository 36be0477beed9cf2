import { BILLING_MESSAGES, BillingSettingsSchema, type BillingSettings } from '../../../contract/billing-settings.ts';
import { adminApi } from '../lib/admin-api.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { BILLING_KEY } from '../lib/billing-settings.ts';

/** PUT /api/settings/billing: the whole form; a refusal is shown by the form, under its field. */
export const useSaveBillingSettings = () =>
  useAdminMutation({
    call: (form: Record<keyof BillingSettings, string>) => adminApi.put('/api/settings/billing', form, { schema: BillingSettingsSchema }),
    invalidates: [BILLING_KEY],
    success: BILLING_MESSAGES.saved,
    failure: null,
  });
