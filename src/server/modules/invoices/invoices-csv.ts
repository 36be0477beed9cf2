import { oneLine } from '../../../contract/one-line.ts';
import type { Database } from '../../db/database.ts';
import { guardFormula, writeCsv } from '../spreadsheet/csv-text.ts';
import { billsOfMonth, istDate } from './bills-of-month.ts';
import { amountsOf } from './invoice-model.ts';

const HEADER = ['Number', 'Date', 'Customer', 'GSTIN', 'State', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Round off', 'Total', 'Status'];

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
  const bills = await billsOfMonth(db, month);
  const sums = [0n, 0n, 0n, 0n, 0n, 0n];
  const lines = bills.map(({ number, createdAt, model, voided }) => {
    const a = amountsOf(model);
    const amounts = voided ? [0n, 0n, 0n, 0n, 0n, 0n] : [a.taxablePaise, a.cgstPaise, a.sgstPaise, a.igstPaise, a.roundOffPaise, a.grandTotalPaise];
    amounts.forEach((v, i) => (sums[i]! += v));
    const place = `${a.placeOfSupply.code} ${a.placeOfSupply.name}`;
    return [number, istDate(createdAt), oneLine(model.customer.name), model.customer.gstin ?? '', place, ...amounts.map(money), voided ? 'VOID' : ''];
  });
  const total = ['Total', '', '', '', '', ...sums.map(money), `${bills.length} bill(s)`];
  const cells = [HEADER, ...lines, total].map((row) => row.map(guardFormula));
  return { body: writeCsv(cells), count: bills.length };
}

export const invoicesCsvName = (month: string) => `bills-${month}.csv`;
