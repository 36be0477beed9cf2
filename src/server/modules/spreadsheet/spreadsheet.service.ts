import type { ImportReport } from '../../../contract/spreadsheet.ts';
import type { Database } from '../../db/database.ts';
import type { MediaService } from '../../media/media-service.ts';
import { writeAudit, type AuditRecord } from '../audit/audit.repository.ts';
import { importListings, type ImportInput } from './listings-import.ts';

/** Who imported, for the audit trail: the admin and their address, or the command line. */
export type Importer = Pick<AuditRecord, 'userId' | 'userName' | 'ip'>;

export interface ImportResult {
  report: ImportReport;
  /** Bad rows and nothing written (neither a dry run nor bad rows skipped): the file is refused as it is. */
  refused: boolean;
  /** Listings were written (the audit trail has the import). */
  changed: boolean;
}

/** The listings spreadsheet in (the back office's button and `npm run import:listings`), recorded in the audit trail when it wrote. */
export async function importSpreadsheet(db: Database, media: MediaService, input: ImportInput, by: Importer): Promise<ImportResult> {
  const { report, audit } = await importListings(db, media, input);
  if (audit) await writeAudit(db, [{ ...audit, ...by }]);
  const refused = report.bad.length > 0 && !report.written && !input.dryRun && !input.skipBadRows;
  return { report, refused, changed: Boolean(audit) };
}
