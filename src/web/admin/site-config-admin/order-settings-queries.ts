import { useQuery } from '@tanstack/react-query';
import { ORDER_SETTINGS_MESSAGES, OrderSettingsSchema } from '../../../contract/order-settings.ts';
import { adminApi } from '../lib/admin-api.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';

const ORDER_SETTINGS_KEY = ['admin', 'order-settings'] as const;

/** GET /api/order-settings: the prefix and the next number. */
export const useOrderSettings = () =>
  useQuery({ queryKey: ORDER_SETTINGS_KEY, queryFn: () => adminApi.get('/api/order-settings', { schema: OrderSettingsSchema }) });

/** PUT /api/order-settings. */
export const useChooseOrderPrefix = () =>
  useAdminMutation({
    call: (prefix: string) => adminApi.put('/api/order-settings', { prefix }, { schema: OrderSettingsSchema }),
    invalidates: [ORDER_SETTINGS_KEY],
    success: ORDER_SETTINGS_MESSAGES.saved,
    failure: ORDER_SETTINGS_MESSAGES.saveFailed,
  });
