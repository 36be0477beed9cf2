// npm run backup -- --out FILE: one archive of the running shop (database snapshot + its images).
import { runCommand, UsageError } from '../cli/run-command.ts';
import { BackupError } from './archive-format.ts';
import { createBackup } from './create-backup.ts';
import { formatBytes, parseCliArgs } from './cli-support.ts';

const USAGE = 'Usage: npm run backup -- --out FILE   (a .tar.gz archive; DATA_DIR / DATABASE_URL say what to back up)';

await runCommand(
  async ({ config, log }, args) => {
    const { values, positionals } = parseCliArgs(args, { out: { type: 'string' } }, USAGE);
    if (!values.out || positionals.length > 0) throw new UsageError(USAGE);
    const result = await createBackup({ ...config, out: values.out });
    const rows = result.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    log(
      `Backup written: ${result.file} (${formatBytes(result.bytes)}; ${rows} rows in ${result.manifest.tables.length} tables, ${result.manifest.media.length} media files)`,
    );
  },
  { expected: [BackupError] },
);
