import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECORD_TEXTS_EN } from '../../../contract/quote-record-texts.ts';
import { DiskPrivateStore } from '../../media/private-store.ts';
import { jpeg, png } from '../../test-support/fixtures.ts';
import { zipOf, type ZipEntry } from '../../test-support/zip.ts';
import { ID_CARD_ZONES, sidewaysPhoto } from './quote-records.test-support.ts';
import { keptPhotoSide, photoKey, storeRecordPhotos, type PhotoWanted } from './record-photos.ts';

const PHOTO = ID_CARD_ZONES.find((f) => f.key === 'photo')!;
let dir: string;
let store: DiskPrivateStore;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'record-photos-'));
  store = new DiskPrivateStore(path.join(dir, 'private'));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

async function zipFile(entries: ZipEntry[]): Promise<string> {
  const file = path.join(dir, 'photos.zip');
  await fs.writeFile(file, zipOf(entries));
  return file;
}

const want = (record: number, name: string): PhotoWanted => ({ record, row: record + 2, field: PHOTO, name });
// The zone is half as wide as it is high.
const opts = () => ({ shapeOf: () => ({ aspect: 0.5, side: 1000 }), store, texts: RECORD_TEXTS_EN, byCustomer: true });

describe('photos of the rows', () => {
  it('keeps a photo as large as its zone prints at 400 dpi, between 400 and 1000 px', () => {
    const picture = { width: 1200, height: 1600 };
    // A CR80 card (54 × 85.6 mm with 3 mm bleed): a zone a third of the picture high prints ~30.5 mm, 481 px at 400 dpi.
    const card = { widthMm: 54, heightMm: 85.6, bleedMm: 3 };
    expect(keptPhotoSide({ w: 0.25, h: 1 / 3 }, picture, card)).toBe(481);
    // A stamp-sized zone is still kept large enough for a proof; a poster-sized one no larger than 1000 px.
    expect(keptPhotoSide({ w: 0.05, h: 0.05 }, picture, card)).toBe(400);
    expect(keptPhotoSide({ w: 0.5, h: 0.5 }, picture, { widthMm: 420, heightMm: 594, bleedMm: 3 })).toBe(1000);
    // A card with no print size yet.
    expect(keptPhotoSide({ w: 0.25, h: 1 / 3 }, picture, null)).toBe(600);
  });

  it('matches a row’s name to the zip’s file whatever the case, folder or extension', () => {
    expect(photoKey('Class 5/ASHA.JPG')).toBe('asha');
    expect(photoKey('asha')).toBe('asha');
    expect(photoKey(' Ravi Kumar.jpeg ')).toBe('ravi kumar');
    expect(photoKey('C:\\photos\\Ravi.png')).toBe('ravi');
  });

  it('turns a photo upright by its EXIF, crops it to the zone, strips its metadata and keeps it private', async () => {
    const zip = await zipFile([
      { name: 'class-5/Asha.JPG', data: await sidewaysPhoto(), deflate: true },
      { name: 'not-named.jpg', data: await jpeg(50, 50) },
    ]);
    const result = await storeRecordPhotos(zip, [want(0, 'asha.jpeg')], opts());
    expect(result.problems).toEqual([]);
    const key = result.keys.get('0:photo')!;
    expect(result.stored).toEqual([key]);
    expect(await store.list()).toEqual([key]);
    const kept = (await store.get(key))!;
    const meta = await sharp(kept).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 500, 1000]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Upright, red is on top and blue below; left as stored, both would sit side by side.
    const { data, info } = await sharp(kept).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(at(250, 100)[0]).toBeGreaterThan(200);
    expect(at(250, 100)[2]).toBeLessThan(60);
    expect(at(250, 900)[2]).toBeGreaterThan(200);
    expect(at(250, 900)[0]).toBeLessThan(60);
  });

  it('names a missing photo and one that is not a photo, and keeps the others', async () => {
    const zip = await zipFile([
      { name: 'ravi.jpg', data: Buffer.from('<?php system($_GET["c"]); ?>') },
      { name: 'meena.png', data: await png(300, 300) },
    ]);
    const result = await storeRecordPhotos(zip, [want(0, 'ravi.jpg'), want(1, 'Meena'), want(2, 'sita.jpg')], opts());
    expect(result.problems).toEqual([
      {
        row: 2,
        field: 'photo',
        en: 'ravi.jpg is not a photo we can read (JPEG, PNG or WebP).',
        hi: 'ravi.jpg ऐसी फ़ोटो नहीं है जिसे हम पढ़ सकें (JPEG, PNG या WebP)।',
      },
      { row: 4, field: 'photo', en: 'No photo named sita.jpg in the zip.', hi: 'zip में sita.jpg नाम की कोई फ़ोटो नहीं है।' },
    ]);
    expect([...result.keys.keys()]).toEqual(['1:photo']);
    expect(await store.list()).toHaveLength(1);
  });

  it('refuses a photo that unpacks past the limit, however its header is written, and keeps nothing', async () => {
    const big = Buffer.alloc(26 * 1024 * 1024);
    const message = '400 huge.jpg is larger than 25 MB unpacked; that is not a photo.';
    const refusal = (entries: ZipEntry[], names: string[]) =>
      zipFile(entries).then((zip) =>
        storeRecordPhotos(
          zip,
          names.map((n, i) => want(i, n)),
          opts(),
        ).then(
          () => 'stored',
          (err: Error & { statusCode?: number }) => `${err.statusCode} ${err.message}`,
        ),
      );
    const first = { name: 'asha.png', data: await png(40, 40) };
    expect(await refusal([first, { name: 'huge.jpg', data: big, deflate: true }], ['asha', 'huge'])).toBe(message);
    // A header that says 1 KB for what inflates to 26 MB.
    expect(await refusal([first, { name: 'huge.jpg', data: big, deflate: true, declaredSize: 1024 }], ['asha', 'huge'])).toBe(message);
    expect(await store.list()).toEqual([]);
    await fs.writeFile(path.join(dir, 'notes.zip'), 'a text file named .zip');
    await expect(storeRecordPhotos(path.join(dir, 'notes.zip'), [want(0, 'asha')], opts())).rejects.toThrow('The photos must come as one zip file.');
  });

  it('names every photo missing when no zip comes', async () => {
    const result = await storeRecordPhotos(undefined, [want(0, 'asha.jpg')], opts());
    expect(result.problems).toEqual([{ row: 2, field: 'photo', en: 'No photo named asha.jpg in the zip.', hi: 'zip में asha.jpg नाम की कोई फ़ोटो नहीं है।' }]);
  });
});
