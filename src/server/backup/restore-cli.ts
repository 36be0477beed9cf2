// npm run restore -- FILE: fills an EMPTY shop (DATA_DIR, or the database of DATABASE_URL) from a backup.
import { runCommand, UsageError } from '../cli/run-command.ts';
import { BackupError } from './archive-format.ts';
import { parseCliArgs } from './cli-support.ts';
import { restoreBackup } from './restore-backup.ts';

const USAGE = 'Usage: npm run restore -- FILE   (into an empty DATA_DIR, or the empty database of DATABASE_URL)';

await runCommand(
  async ({ config, log }, args) => {
    const { positionals } = parseCliArgs(args, {}, USAGE);
    if (positionals.length !== 1) throw new UsageError(USAGE);
    const manifest = await restoreBackup({ ...config, file: positionals[0]! });
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    const target = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : config.dataDir;
    log(
      `Restored into ${target}: ${rows} rows in ${manifest.tables.length} tables, ${manifest.media.length} media files into ${config.mediaBucket ? `s3://${config.mediaBucket.bucket}` : config.mediaDir} (backup of ${manifest.createdAt}, from ${manifest.sourceDialect}). Users log in again.`,
    );
  },
  { expected: [BackupError] },
);
