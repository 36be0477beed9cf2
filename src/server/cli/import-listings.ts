/** `npm run import:listings -- FILE [--zip Z] [--dry-run] [--skip-bad-rows]`: a listings CSV in (see listings-cli.ts). */
import { runCommand } from './run-command.ts';
import { importListingsCommand } from './listings-cli.ts';

await runCommand((ctx, args) => importListingsCommand(args, ctx));
