/** `npm run import:listings -- FILE [--zip Z] [--dry-run] [--skip-bad-rows]`: a listings CSV in (see listings-cli.ts). */
import { cliContext } from './cli-context.ts';
import { importListingsCommand } from './listings-cli.ts';

process.exitCode = await importListingsCommand(process.argv.slice(2), cliContext());
