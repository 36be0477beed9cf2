/**
 * `npm run media:sweep [-- --min-age-minutes N]`: removes temp files and images no record references.
 * The shop may be running: files younger than the minimum age (default 15 minutes) are spared, since
 * an upload under way writes its files a moment before its record commits. With the shop stopped,
 * `--min-age-minutes 0` removes every orphan (the shop also sweeps this way at each start).
 */
import { imageReferences } from '../db/image-references.ts';
import { migrate, openDatabase } from '../db/database.ts';
import { configFromEnv, parseEnv } from '../env.ts';
import { MediaService } from '../media/media-service.ts';
import { MediaStore } from '../media/media-store.ts';

const i = process.argv.indexOf('--min-age-minutes');
const minutes = i >= 0 ? Number(process.argv[i + 1]) : 15;
if (!Number.isFinite(minutes) || minutes < 0) {
  console.error('--min-age-minutes takes a number of minutes (0 or more)');
  process.exit(2);
}

let config;
try {
  config = configFromEnv(parseEnv());
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const database = openDatabase(config);
try {
  await migrate(database.db, config.pgSchema);
  const store = new MediaStore(config.mediaDir);
  await store.init();
  const result = await new MediaService(store, imageReferences(database.db)).sweep(minutes * 60_000);
  console.log(`media sweep in ${config.mediaDir}: removed ${result.temp} temp file(s) and ${result.orphans} orphan file(s) (older than ${minutes} min)`);
} finally {
  await database.close();
}
