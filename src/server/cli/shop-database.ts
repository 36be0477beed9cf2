import { migrate, openDatabase, type Database } from '../db/database.ts';
import type { AppConfig } from '../env.ts';

/**
 * The database the shop is configured with (DATA_DIR / DATABASE_URL), migrated as the server would
 * (a command may run before the shop was ever started), and closed once `use` is done.
 */
export async function withShopDatabase<T>(config: AppConfig, use: (db: Database) => Promise<T>): Promise<T> {
  const database = openDatabase(config);
  try {
    await migrate(database.db, config.pgSchema);
    return await use(database.db);
  } finally {
    await database.close();
  }
}
