import { PRINTING_MESSAGES, PrintingSettingsSchema } from '../../../contract/printing.ts';
import { adminApi } from '../lib/admin-api.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { PRINTING_KEY } from '../lib/printing-settings.ts';

/** What the form sends: every number as typed text (the server's schema reads it). */
export interface PrintingForm {
  sheets: { name: string; widthMm: string; heightMm: string; cost: string }[];
  marginMm: string;
  wastagePercent: string;
}

/**
 * PUT /api/settings/printing: the whole form; a refusal is shown by the form. A job's layout depends
 * on the sheets and the margin, so the jobs' layouts are asked again.
 */
export const useSavePrintingSettings = () =>
  useAdminMutation({
    call: (form: PrintingForm) => adminApi.put('/api/settings/printing', form, { schema: PrintingSettingsSchema }),
    invalidates: [PRINTING_KEY, ['admin', 'imposition']],
    success: PRINTING_MESSAGES.saved,
    failure: null,
  });
