/** `npm run export:listings [-- FILE]`: every listing to a CSV for Excel (see listings-cli.ts). */
import { runCommand } from './run-command.ts';
import { exportListingsCommand } from './listings-cli.ts';

await runCommand((ctx, args) => exportListingsCommand(args, ctx));
