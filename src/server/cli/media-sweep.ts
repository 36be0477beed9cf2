/**
 * `npm run media:sweep [-- --min-age-minutes N]`: removes temp files and images no record references.
 * The shop may be running: files younger than the minimum age (default 15 minutes) are spared, since
 * an upload under way writes its files a moment before its record commits. With the shop stopped,
 * `--min-age-minutes 0` removes every orphan (the shop also sweeps this way at each start).
 */
import { runCommand, UsageError } from './run-command.ts';
import { imageReferences } from '../db/image-references.ts';
import { MediaService } from '../media/media-service.ts';
import { mediaLockFor } from '../db/picture-locks.ts';
import { openMediaStores } from '../media/media-stores.ts';
import { withShopDatabase } from './shop-database.ts';

await runCommand(async ({ config, log }, args) => {
  const i = args.indexOf('--min-age-minutes');
  const minutes = i >= 0 ? Number(args[i + 1]) : 15;
  if (!Number.isFinite(minutes) || minutes < 0) throw new UsageError('--min-age-minutes takes a number of minutes (0 or more)');
  await withShopDatabase(config, async (db) => {
    const stores = openMediaStores(config);
    try {
      await stores.media.init();
      // With PostgreSQL, the shop's own locks: an upload of another process is never swept.
      const lock = mediaLockFor(db, config.databaseUrl ? 'postgres' : 'sqlite');
      const result = await new MediaService(stores.media, imageReferences(db), lock).sweep(minutes * 60_000);
      log(`media sweep in ${stores.media.where}: removed ${result.temp} temp file(s) and ${result.orphans} orphan file(s) (older than ${minutes} min)`);
    } finally {
      stores.close();
    }
  });
});
