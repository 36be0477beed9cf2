import type { Kysely, Transaction } from 'kysely';
import { financialYearOf } from '../../../contract/billing/financial-year.ts';
import { formatInvoiceNumber } from '../../../contract/billing/invoice-number.ts';
import type { DB } from '../../db/schema.ts';

/**
 * The next bill number of the financial year of `at` (India time), counted in that year's row of
 * invoice_counters within the bill's own transaction: a second bill at once waits for the row
 * (PostgreSQL's row lock, SQLite's one writer), so numbers are consecutive; a bill refused later in
 * the same transaction gives its number back with the rollback, so no number is skipped.
 */
export async function nextInvoiceNumber(trx: Transaction<DB> | Kysely<DB>, prefix: string, at: Date): Promise<{ number: string; financialYear: string }> {
  const year = financialYearOf(at);
  const { last_number } = await trx
    .insertInto('invoice_counters')
    .values({ financial_year: year.label, last_number: 1 })
    .onConflict((oc) => oc.column('financial_year').doUpdateSet((eb) => ({ last_number: eb('invoice_counters.last_number', '+', 1) })))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return { number: formatInvoiceNumber(prefix, year, Number(last_number)), financialYear: year.label };
}
