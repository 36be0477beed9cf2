import { useQuery } from '@tanstack/react-query';
import { PrintingSettingsSchema } from '../../../contract/printing.ts';
import { adminApi } from './admin-api.ts';

/** The printing settings' form saves under this key; the job screen's sheet picker reads the same answer. */
export const PRINTING_KEY = ['admin', 'printing-settings'] as const;

/** GET /api/settings/printing. */
export const usePrintingSettings = () =>
  useQuery({ queryKey: PRINTING_KEY, queryFn: () => adminApi.get('/api/settings/printing', { schema: PrintingSettingsSchema }) });
