/** `npm run seed:demo`: fills an empty shop (same DATA_DIR / DATABASE_URL as the server) with demo data. */
import { EXIT, runCommand } from '../../cli/run-command.ts';
import { withShopDatabase } from '../../cli/shop-database.ts';
import { openMediaStores } from '../../media/media-stores.ts';
import { NOT_EMPTY_MESSAGE, seedDemo } from './demo-seeder.ts';

await runCommand(async ({ config, log }) => {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `${config.dataDir}/shop.sqlite`;
  try {
    await withShopDatabase(config, async (db) => {
      const stores = openMediaStores(config);
      log(`Seeding the demo shop into ${where}, images into ${stores.media.where}`);
      const result = await seedDemo(db, stores.media, { log, privateFiles: stores.private }).finally(() => stores.close());
      if (result.status === 'not-empty') {
        log(NOT_EMPTY_MESSAGE);
        return;
      }
      const c = result.counts;
      log(
        `Done in ${(result.ms / 1000).toFixed(1)} s: ${c.categories} categories, ${c.subcategories} subcategories, ${c.religions} religions, ` +
          `${c.listings} listings (${c.listingImages} images from a pool of generated pictures), ${c.banners} banners, ` +
          `${c.siteConfigs} site configuration, ${c.lookups} lookup rows, ${c.quotes} quotes; ${result.images} images processed.`,
      );
    });
  } catch (err) {
    console.error('Seeding failed:', err);
    return EXIT.failed;
  }
});
