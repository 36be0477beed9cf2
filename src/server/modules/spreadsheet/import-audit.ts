import type { AuditChanges } from '../../../contract/audit.ts';
import type { Listing } from '../../../contract/listings.ts';
import type { AuditRecord } from '../audit/audit.repository.ts';
import { changesBetween } from '../audit/audit.diff.ts';
import { listingSnapshot } from '../listings/listings.audit.ts';

export interface ImportChange {
  row: number;
  before?: Listing;
  after: Listing;
}

/**
 * The whole import as one entry of the trail: "Row 7 · Royal Invite · price: 499 → 549" for each
 * field changed, "Row 9 · New card: added" for each new listing; the row number keeps two listings
 * of the same title apart.
 */
export function importAuditRecord(changes: ImportChange[], counts: { created: number; updated: number }): Omit<AuditRecord, 'userId' | 'userName' | 'ip'> {
  const all: AuditChanges = {};
  for (const { row, before, after } of changes) {
    const prefix = `Row ${row} · ${after.title}`;
    if (!before) {
      all[prefix] = { before: null, after: 'added' };
      continue;
    }
    for (const [field, change] of Object.entries(changesBetween(listingSnapshot(before), listingSnapshot(after)))) all[`${prefix} · ${field}`] = change;
  }
  return {
    action: 'update',
    entity: 'listing',
    recordId: null,
    label: `Spreadsheet import: ${counts.created} added, ${counts.updated} changed`,
    changes: all,
  };
}
