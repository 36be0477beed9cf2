import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { processImage } from './image-pipeline.ts';
import { hashOfUrl, MediaStore } from './media-store.ts';

/** Tables and columns that may point at a stored image. */
const REFERENCES = [
  ['listing_images', 'url'],
  ['categories', 'image_url'],
  ['subcategories', 'image_url'],
  ['banners', 'image_url'],
  ['site_configs', 'logo'],
  ['gallery_images', 'url'],
] as const;

export class MediaService {
  constructor(
    readonly store: MediaStore,
    private readonly db: Database,
  ) {}

  /**
   * Processes and stores the uploads, then runs `commit` with their URLs. Files reach the disk
   * before the database commits; if anything fails, the files this call created are removed.
   */
  async storeThen<T>(uploads: Buffer[], commit: (urls: string[]) => Promise<T>): Promise<T> {
    const created: string[] = [];
    try {
      const urls: string[] = [];
      for (const upload of uploads) {
        const image = await processImage(upload);
        const written = await this.store.write(image);
        created.push(...written.created);
        urls.push(written.url);
      }
      return await commit(urls);
    } catch (err) {
      await this.store.removeFiles(created);
      throw err;
    }
  }

  /** After a delete or replace has committed: removes the files of images no record uses any more. */
  async release(urls: Iterable<string | null | undefined>): Promise<void> {
    const unique = new Set([...urls].filter((u): u is string => Boolean(u && hashOfUrl(u))));
    for (const url of unique) {
      if (!(await this.isReferenced(url))) await this.store.removeHash(hashOfUrl(url)!);
    }
  }

  async isReferenced(url: string): Promise<boolean> {
    for (const [table, column] of REFERENCES) {
      const row = await (this.db as Database)
        .selectFrom(table as 'banners')
        .select(sql<number>`1`.as('one'))
        .where(column as 'image_url', '=', url)
        .limit(1)
        .executeTakeFirst();
      if (row) return true;
    }
    return false;
  }
}
