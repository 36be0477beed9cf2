import { ImportReportSchema, type ImportReport } from '../../../contract/spreadsheet.ts';
import { ApiError } from '../lib/admin-api.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { apiFetch, messageOf } from '../../shared/lib/api.ts';
import { ADMIN_LISTINGS_KEY } from '../components/listing-form/listing-queries.ts';

interface ImportRequest {
  csv: File;
  zip: File | null;
  dryRun: boolean;
  skipBadRows: boolean;
}

/**
 * POST /api/listings/import. A file with bad rows is answered 422 with the same report as a good
 * one: that is a result to show row by row, not an error to toast.
 */
async function postImport({ csv, zip, dryRun, skipBadRows }: ImportRequest): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', csv);
  if (zip) form.append('zip', zip);
  form.append('dryRun', dryRun ? '1' : '0');
  form.append('skipBadRows', skipBadRows ? '1' : '0');
  const { status, body } = await apiFetch('/api/listings/import', { method: 'POST', form });
  if (status === 200 || status === 422) return ImportReportSchema.parse(body);
  throw new ApiError(status === 401 ? 'Please log in again.' : messageOf(body, status), status);
}

export const useImportListings = () =>
  useAdminMutation({
    call: postImport,
    invalidates: ({ dryRun }) => (dryRun ? [] : [ADMIN_LISTINGS_KEY, ['listings']]),
    failure: 'The file could not be imported.',
  });
