import { useQuery } from '@tanstack/react-query';
import { GATEWAY_MESSAGES, GatewaySettingsAnswerSchema, type GatewaySettingsInput } from '../../../contract/gateway.ts';
import { adminApi } from '../lib/admin-api.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';

const GATEWAY_KEY = ['admin', 'gateway-settings'] as const;

/** GET /api/settings/gateway: the provider, the key id, and whether each secret is set (never a secret). */
export const useGatewaySettings = () =>
  useQuery({ queryKey: GATEWAY_KEY, queryFn: () => adminApi.get('/api/settings/gateway', { schema: GatewaySettingsAnswerSchema }) });

/** PUT /api/settings/gateway: a blank secret keeps the stored one; a refusal is shown by the form. */
export const useSaveGatewaySettings = () =>
  useAdminMutation({
    call: (form: GatewaySettingsInput) => adminApi.put('/api/settings/gateway', form, { schema: GatewaySettingsAnswerSchema }),
    // The job screens' "Pay online" and their money answers follow the provider.
    invalidates: [GATEWAY_KEY, ['admin', 'quotes']],
    success: GATEWAY_MESSAGES.saved,
    failure: null,
  });
