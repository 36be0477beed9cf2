import fs from 'node:fs/promises';
import { InvoiceMonthQuerySchema } from '../../contract/invoices.ts';
import { invoicesCsv, invoicesCsvName } from '../modules/invoices/invoices-csv.ts';
import { EXIT, UsageError, type CommandContext, type ExitCode } from './run-command.ts';
import { withShopDatabase } from './shop-database.ts';

const USAGE = 'Usage: npm run export:invoices -- --month 2026-11 [FILE.csv]';

/**
 * The back office's "bills of the month" CSV from a terminal, on the database the shop is configured
 * with (DATA_DIR / DATABASE_URL). Exit code: 0 written, 1 failed, 2 wrong arguments.
 */
export async function exportInvoicesCommand(args: string[], ctx: CommandContext): Promise<ExitCode> {
  const at = args.indexOf('--month');
  const month = at >= 0 ? args[at + 1] : undefined;
  const rest = args.filter((a, i) => i !== at && i !== at + 1);
  if (!month || rest.length > 1 || rest.some((a) => a.startsWith('--'))) throw new UsageError(USAGE);
  const checked = InvoiceMonthQuerySchema.safeParse({ month });
  if (!checked.success) throw new UsageError(`${checked.error.issues[0]!.message}\n${USAGE}`);
  const target = rest[0] ?? invoicesCsvName(month);
  const { body, count } = await withShopDatabase(ctx.config, (db) => invoicesCsv(db, month));
  await fs.writeFile(target, body);
  ctx.log(`Exported ${count} bill(s) of ${month} to ${target}.`);
  return EXIT.ok;
}
