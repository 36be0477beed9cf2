import { GSTR1_MESSAGES as M, type Gstr1 } from '../../../contract/gstr1.ts';
import type { Database } from '../../db/database.ts';
import { readBillingSettings } from '../billing-settings/billing-settings.repository.ts';
import { billsOfMonth } from '../invoices/bills-of-month.ts';
import { buildGstr1 } from './gstr1-file.ts';

export type Gstr1Answer = { status: 'done'; file: Gstr1 } | { status: 'conflict'; message: string };

/**
 * The month's GSTR-1 for the offline tool (issue 31, item 3). Only a shop under regular GST files it,
 * under the GSTIN of its billing settings; a bill's line without an HSN/SAC code is reported under the
 * settings' default code, and without one the owner is told which bills lack it.
 */
export async function gstr1OfMonth(db: Database, month: string): Promise<Gstr1Answer> {
  const settings = await readBillingSettings(db);
  if (settings.gstMode !== 'regular') return { status: 'conflict', message: M.notRegular(settings.gstMode) };
  if (!settings.gstin) return { status: 'conflict', message: M.noGstin };
  const built = buildGstr1({ gstin: settings.gstin, month, bills: await billsOfMonth(db, month), defaultHsn: settings.defaultHsn });
  if (!built.ok) return { status: 'conflict', message: M.noHsn(built.withoutHsn.join(', ')) };
  return { status: 'done', file: built.file };
}
