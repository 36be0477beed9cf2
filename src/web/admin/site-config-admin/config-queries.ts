import { useQuery } from '@tanstack/react-query';
import { SiteConfigListSchema, SiteConfigSchema, type SiteConfig } from '../../../contract/site.ts';
import { adminApi, uploadForm } from '../lib/admin-api.ts';
import { useAdminMutation, useDeleteById } from '../lib/admin-mutation.ts';
import { CONFIG_MESSAGES } from './config-form.ts';

const ADMIN_CONFIGS_KEY = ['admin', 'confis'] as const;

/** GET /api/confi/GetConfiList: the first record is the one the header and footer show. */
export const useAdminConfigs = () =>
  useQuery({ queryKey: ADMIN_CONFIGS_KEY, queryFn: async () => (await adminApi.get('/api/confi/GetConfiList', { schema: SiteConfigListSchema })).result });

/** A change shows in the list here, and the header and footer of the storefront. */
const CONFIG_KEYS = [ADMIN_CONFIGS_KEY, ['site-config']] as const;

/** POST /api/confi/add or PUT /api/confi/:id (multipart: the texts, and a new logo). */
export const useSaveConfig = () =>
  useAdminMutation({
    call: ({ editing, form, onProgress }: { editing: SiteConfig | null; form: FormData; onProgress: (percent: number) => void }) =>
      uploadForm(editing ? `/api/confi/${editing._id}` : '/api/confi/add', form, { method: editing ? 'PUT' : 'POST', onProgress, schema: SiteConfigSchema }),
    invalidates: CONFIG_KEYS,
    success: ({ editing }) => (editing ? CONFIG_MESSAGES.updated : CONFIG_MESSAGES.added),
    failure: CONFIG_MESSAGES.submitFailed,
  });

/** DELETE /api/confi/:id. */
export const useDeleteConfig = () => useDeleteById<SiteConfig>('/api/confi', CONFIG_KEYS, CONFIG_MESSAGES);
