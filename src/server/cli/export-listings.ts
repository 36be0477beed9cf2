/** `npm run export:listings [-- FILE]`: every listing to a CSV for Excel (see listings-cli.ts). */
import { cliContext } from './cli-context.ts';
import { exportListingsCommand } from './listings-cli.ts';

process.exitCode = await exportListingsCommand(process.argv.slice(2), cliContext());
