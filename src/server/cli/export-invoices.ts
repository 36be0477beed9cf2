/** `npm run export:invoices -- --month 2026-11 [FILE]`: a month's bills as CSV for the accountant (see invoices-cli.ts). */
import { runCommand } from './run-command.ts';
import { exportInvoicesCommand } from './invoices-cli.ts';

await runCommand((ctx, args) => exportInvoicesCommand(args, ctx));
