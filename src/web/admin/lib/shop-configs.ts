import { useQuery } from '@tanstack/react-query';
import { SiteConfigListSchema } from '../../../contract/site.ts';
import { adminApi } from './admin-api.ts';

/**
 * GET /api/confi/GetConfiList, for the screens that read the shop's configuration beside their own
 * (the setup checklist, billing's blanks); under the Configuration screen's key, so its saves refresh them.
 */
export const useShopConfigs = () =>
  useQuery({
    queryKey: ['admin', 'confis'],
    queryFn: async () => (await adminApi.get('/api/confi/GetConfiList', { schema: SiteConfigListSchema })).result,
  });
