import { describe, expect, it } from 'vitest';
import type { MediaService } from '../../media/media-service.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { seedCatalogue } from '../listings/listings.test-support.ts';
import { importListings } from './listings-import.ts';

const t = useTestApp();

describe('the import is one transaction', () => {
  it('a row failing at write time (its subcategory deleted meanwhile) takes every row of the file back', async () => {
    const c = await seedCatalogue(t);
    const csv = ['title,category,subcategory,price', 'One,Wedding Cards,Premium,1', 'Two,Wedding Cards,Premium,2', 'Three,Wedding Cards,Classic,3'].join(
      '\r\n',
    );
    // Between the check and the write another admin deletes the subcategory of the last row.
    const media = Object.create(t.app.media) as MediaService;
    media.storeThen = async (uploads, commit) => {
      await t.app.db.deleteFrom('subcategories').where('id', '=', c.weddingClassic).execute();
      return t.app.media.storeThen(uploads, commit);
    };
    await expect(importListings(t.app.db, media, { csv: Buffer.from(csv), dryRun: false, skipBadRows: false, origins: [] })).rejects.toMatchObject({
      statusCode: 400,
      message: 'The category, subcategory or religion no longer exists.',
    });
    expect(await t.app.db.selectFrom('listings').select('title').execute()).toEqual([]);
  });
});
