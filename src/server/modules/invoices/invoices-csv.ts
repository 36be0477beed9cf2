import { oneLine } from '../../../contract/one-line.ts';
import type { Database } from '../../db/database.ts';
import { guardFormula, writeCsv } from '../spreadsheet/csv-text.ts';
import { amountsOf, modelFromJson } from './invoice-model.ts';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const HEADER = ['Number', 'Date', 'Customer', 'GSTIN', 'State', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Round off', 'Total', 'Status'];

/** The first instant of a month ("2026-11") and of the next, on an Indian clock, as ISO text. */
export function monthRange(month: string): [string, string] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const start = Date.UTC(year, m - 1, 1) - IST_OFFSET_MS;
  const end = Date.UTC(year, m, 1) - IST_OFFSET_MS;
  return [new Date(start).toISOString(), new Date(end).toISOString()];
}

const istDate = (iso: string) => new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
/** Paise as the accountant's spreadsheet reads them: "1234.50", never a float. */
const money = (paise: bigint) => {
  const abs = paise < 0n ? -paise : paise;
  return `${paise < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

/**
 * A month's bills for the accountant (issue 18, item 5), in number order, made in that month in India.
 * A void bill stays in the list with zero amounts and "VOID" (the series has no gap an accountant must
 * explain); the last row is the month's total of the bills that stand. A name is one line of its cell
 * (bills made before names were kept to one line too): no row forged, no text turned around.
 */
export async function invoicesCsv(db: Database, month: string): Promise<{ body: Buffer; count: number }> {
  const [from, to] = monthRange(month);
  const rows = await db
    .selectFrom('invoices')
    .select(['number', 'model', 'voided_at', 'created_at'])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .orderBy('created_at')
    .orderBy('number')
    .execute();
  const sums = [0n, 0n, 0n, 0n, 0n, 0n];
  const lines = rows.map((r) => {
    const model = modelFromJson(r.model, r.voided_at !== null);
    const a = amountsOf(model);
    const amounts = r.voided_at ? [0n, 0n, 0n, 0n, 0n, 0n] : [a.taxablePaise, a.cgstPaise, a.sgstPaise, a.igstPaise, a.roundOffPaise, a.grandTotalPaise];
    amounts.forEach((v, i) => (sums[i]! += v));
    const place = `${a.placeOfSupply.code} ${a.placeOfSupply.name}`;
    return [r.number, istDate(r.created_at), oneLine(model.customer.name), model.customer.gstin ?? '', place, ...amounts.map(money), r.voided_at ? 'VOID' : ''];
  });
  const total = ['Total', '', '', '', '', ...sums.map(money), `${rows.length} bill(s)`];
  const cells = [HEADER, ...lines, total].map((row) => row.map(guardFormula));
  return { body: writeCsv(cells), count: rows.length };
}

export const invoicesCsvName = (month: string) => `bills-${month}.csv`;
