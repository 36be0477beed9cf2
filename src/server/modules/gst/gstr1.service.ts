import { GSTR1_MESSAGES as M, type Gstr1 } from '../../../contract/gstr1.ts';
import type { Database } from '../../db/database.ts';
import { readBillingSettings } from '../billing-settings/billing-settings.repository.ts';
import { modelFromJson } from '../invoices/invoice-model.ts';
import { monthRange } from '../invoices/invoices-csv.ts';
import type { MonthBill } from './gstr1-bills.ts';
import { buildGstr1 } from './gstr1-file.ts';

export type Gstr1Answer = { status: 'done'; file: Gstr1 } | { status: 'conflict'; message: string };

/** The bills made in the month on an Indian clock, voided ones too, in number order (as the CSV lists them). */
async function billsOfMonth(db: Database, month: string): Promise<MonthBill[]> {
  const [from, to] = monthRange(month);
  const rows = await db
    .selectFrom('invoices')
    .select(['number', 'model', 'voided_at', 'created_at'])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .orderBy('created_at')
    .orderBy('number')
    .execute();
  return rows.map((r) => ({ number: r.number, createdAt: r.created_at, model: modelFromJson(r.model, r.voided_at !== null), voided: r.voided_at !== null }));
}

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
