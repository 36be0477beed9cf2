import { sql } from 'kysely';
import type { ImageReferences } from '../media/media-service.ts';
import type { Database } from './database.ts';

/**
 * Every table and column that may hold the URL of a stored image (`/media/<hash>.<ext>`). The media
 * service asks it before removing files, the sweep and the backup to know which files are in use.
 */
export const IMAGE_REFERENCES = [
  ['listing_images', 'url'],
  ['categories', 'image_url'],
  ['subcategories', 'image_url'],
  ['banners', 'image_url'],
  ['site_configs', 'logo'],
  ['gallery_images', 'url'],
] as const;

export function imageReferences(db: Database): ImageReferences {
  // The tables differ in shape; each is asked for its one column, typed loosely on purpose.
  const loose = db as unknown as Database;
  return {
    async isReferenced(url) {
      for (const [table, column] of IMAGE_REFERENCES) {
        const row = await loose
          .selectFrom(table as 'banners')
          .select(sql<number>`1`.as('one'))
          .where(column as 'image_url', '=', url)
          .limit(1)
          .executeTakeFirst();
        if (row) return true;
      }
      return false;
    },
    async allUrls() {
      const urls = new Set<string>();
      for (const [table, column] of IMAGE_REFERENCES) {
        const rows = await loose
          .selectFrom(table as 'banners')
          .select(sql<string | null>`${sql.ref(column)}`.as('url'))
          .execute();
        for (const row of rows) if (row.url) urls.add(row.url);
      }
      return urls;
    },
  };
}
