import type { Database } from '../../db/database.ts';
import type { InvoiceModel } from '../billing/invoice-pdf.ts';
import { modelFromJson } from './invoice-model.ts';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** A bill of the month as stored: its number, when it was made, its frozen model, and whether it was voided. */
export interface MonthBill {
  number: string;
  createdAt: string;
  model: InvoiceModel;
  voided: boolean;
}

/** The first instant of a month ("2026-11") and of the next, on an Indian clock, as ISO text. */
export function monthRange(month: string): [string, string] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const start = Date.UTC(year, m - 1, 1) - IST_OFFSET_MS;
  const end = Date.UTC(year, m, 1) - IST_OFFSET_MS;
  return [new Date(start).toISOString(), new Date(end).toISOString()];
}

/** The day a bill was made on an Indian clock, "2026-11-28". */
export const istDate = (iso: string) => new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * The bills made in the month on an Indian clock, voided ones too, in number order: what the
 * accountant's CSV lists and what the GSTR-1 reports, read by one query so the two always agree.
 */
export async function billsOfMonth(db: Database, month: string): Promise<MonthBill[]> {
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
