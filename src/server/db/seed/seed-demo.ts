import { pathToFileURL } from 'node:url';
import { configFromEnv, parseEnv } from '../../env.ts';
import { MediaStore } from '../../media/media-store.ts';
import { migrate, openDatabase } from '../database.ts';
import { NOT_EMPTY_MESSAGE, seedDemo } from './demo-seeder.ts';

export { NOT_EMPTY_MESSAGE, seedDemo, type SeedDemoOptions, type SeedDemoResult } from './demo-seeder.ts';

/** `npm run seed:demo`: fills an empty shop (same DATA_DIR / DATABASE_URL as the server) with demo data. */
async function main(): Promise<number> {
  let config;
  try {
    config = configFromEnv(parseEnv());
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  }
  const database = openDatabase(config);
  try {
    await migrate(database.db);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `${config.dataDir}/shop.sqlite`;
    console.log(`Seeding the demo shop into ${where}, images into ${config.mediaDir}`);
    const result = await seedDemo(database.db, new MediaStore(config.mediaDir), { log: (line) => console.log(line) });
    if (result.status === 'not-empty') {
      console.log(NOT_EMPTY_MESSAGE);
      return 0;
    }
    const c = result.counts;
    console.log(
      `Done in ${(result.ms / 1000).toFixed(1)} s: ${c.categories} categories, ${c.subcategories} subcategories, ${c.religions} religions, ` +
        `${c.listings} listings (${c.listingImages} images from a pool of generated pictures), ${c.banners} banners, ` +
        `${c.siteConfigs} site configuration, ${c.lookups} lookup rows; ${result.images} images processed.`,
    );
    return 0;
  } catch (err) {
    console.error('Seeding failed:', err);
    return 1;
  } finally {
    await database.close();
  }
}

// Only when run as a script; tests and the benchmark import seedDemo.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
