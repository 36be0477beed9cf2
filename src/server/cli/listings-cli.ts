import fs from 'node:fs/promises';
import type { ImportReport } from '../../contract/spreadsheet.ts';
import { imageReferences } from '../db/image-references.ts';
import { DataVersion } from '../lib/data-version.ts';
import { HttpError } from '../lib/http-errors.ts';
import { MediaService } from '../media/media-service.ts';
import { mediaLockFor } from '../db/picture-locks.ts';
import { openMediaStores } from '../media/media-stores.ts';
import { exportFileName, listingsCsv } from '../modules/spreadsheet/listings-export.ts';
import { importSpreadsheet } from '../modules/spreadsheet/spreadsheet.service.ts';
import { EXIT, type CommandContext, type ExitCode } from './run-command.ts';
import { withShopDatabase } from './shop-database.ts';

/**
 * `npm run export:listings [-- FILE]` and `npm run import:listings -- FILE [--zip Z] [--dry-run]
 * [--skip-bad-rows]`: the back office's spreadsheet buttons from a terminal, on the database and
 * media the shop is configured with (same DATA_DIR / DATABASE_URL). Image addresses are this shop's
 * as PUBLIC_URL names it (else http://localhost:PORT).
 */
export type CliContext = CommandContext;

const localOrigins = (port: number) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

/** Exit code: 0 done, 1 failed. */
export async function exportListingsCommand(args: string[], ctx: CliContext): Promise<ExitCode> {
  const target = args.find((a) => !a.startsWith('--')) ?? exportFileName();
  const origin = ctx.config.publicUrl ?? localOrigins(ctx.port)[0]!;
  const { body, count } = await withShopDatabase(ctx.config, (db) => listingsCsv(db, origin));
  await fs.writeFile(target, body);
  ctx.log(`Exported ${count} listing(s) to ${target} (images as ${origin}/media/…).`);
  return EXIT.ok;
}

export function reportLines(report: ImportReport): string[] {
  return [report.message, ...report.bad.map((b) => `  Row ${b.row}: ${b.reasons.join(' ')}`)];
}

/** Exit code: 0 imported (or checked) cleanly, 1 bad rows or an unreadable file (nothing written), 2 wrong arguments. */
export async function importListingsCommand(args: string[], ctx: CliContext): Promise<ExitCode> {
  const zipAt = args.indexOf('--zip');
  const zipPath = zipAt >= 0 ? args[zipAt + 1] : undefined;
  const file = args.find((a, i) => !a.startsWith('--') && (zipAt < 0 || i !== zipAt + 1));
  const unknown = args.filter((a) => a.startsWith('--') && !['--zip', '--dry-run', '--skip-bad-rows'].includes(a));
  if (!file || (zipAt >= 0 && !zipPath) || unknown.length > 0) {
    ctx.error('Usage: npm run import:listings -- FILE.csv [--zip pictures.zip] [--dry-run] [--skip-bad-rows]');
    return EXIT.usage;
  }
  const dryRun = args.includes('--dry-run');
  const skipBadRows = args.includes('--skip-bad-rows');
  try {
    const [csv, zip] = await Promise.all([fs.readFile(file), zipPath ? fs.readFile(zipPath) : undefined]);
    const { report, refused } = await withShopDatabase(ctx.config, async (db) => {
      const stores = openMediaStores(ctx.config);
      const store = stores.media;
      await store.init();
      const origins = [ctx.config.publicUrl, ...localOrigins(ctx.port)].filter((o): o is string => Boolean(o));
      const media = new MediaService(store, imageReferences(db), mediaLockFor(db, ctx.config.databaseUrl ? 'postgres' : 'sqlite'));
      const result = await importSpreadsheet(
        db,
        media,
        { csv, zip, dryRun, skipBadRows, origins },
        { userId: null, userName: 'import:listings (command line)', ip: '' },
      ).finally(() => stores.close());
      // A shop running on this database shows the change within a second.
      if (result.changed) await new DataVersion(db).changed();
      return result;
    });
    for (const line of reportLines(report)) ctx.log(line);
    return refused ? EXIT.failed : EXIT.ok;
  } catch (err) {
    if (err instanceof HttpError || (err as NodeJS.ErrnoException).code === 'ENOENT') {
      ctx.error((err as Error).message);
      return EXIT.failed;
    }
    throw err;
  }
}
