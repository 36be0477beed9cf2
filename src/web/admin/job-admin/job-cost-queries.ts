import { useQuery } from '@tanstack/react-query';
import { jobCostUrl, JobCostSchema } from '../../../contract/job-costs.ts';
import { adminApi } from '../lib/admin-api.ts';

/**
 * GET /api/quotes/{id}/cost?sheet=…: what the job costs the shop on that sheet, and its margin. Under
 * the layouts' key, so saving the printing settings (sheet costs) asks it again; the price is part of
 * the key, so a new price asks it again too.
 */
export const useJobCost = (id: string, sheet: string, price: string | null) =>
  useQuery({
    queryKey: ['admin', 'imposition', id, sheet, 'cost', price ?? ''] as const,
    queryFn: ({ signal }) => adminApi.get(jobCostUrl(id, sheet), { schema: JobCostSchema, signal }),
    retry: false,
  });
