import { vi } from 'vitest';
import type { Category, Listing, Religion, Subcategory } from '../../../../contract/catalogue.ts';
import { image as img, listing as sampleListing } from '../../../test-support/listing-samples.ts';
import { category } from '../../../test-support/samples.ts';

/** Test data and a fetch stub for the listing screens' component tests (never imported by the app). */
const uuid = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = '2025-01-01T00:00:00.000Z';

export const cards = category('Wedding Cards', 1, img(91));
export const trophies = category('Trophies', 2, img(92));

const sub = (name: string, n: number, parent: Category): Subcategory => ({
  _id: uuid('b', n),
  subcategory_uuid: uuid('b', n),
  name,
  imageUrl: img(80 + n),
  categoryId: parent.category_uuid,
  category: { _id: parent._id, category_uuid: parent.category_uuid, name: parent.name },
  isUsed: false,
  createdAt: at,
});
export const hindu = sub('Hindu cards', 1, cards);
export const muslim = sub('Muslim cards', 2, cards);
export const gold = sub('Gold cups', 3, trophies);
const SUBCATEGORIES = [hindu, muslim, gold];

export const religion: Religion = { _id: uuid('c', 1), religion_uuid: uuid('c', 1), name: 'Hindu', isUsed: false, createdAt: at };

/** Listing n: the shared sample, on sale (₹1500, ₹1200 off) with two images, in Muslim cards, for Hindu. */
export const listing = (n: number, fields: Partial<Listing> = {}): Listing =>
  sampleListing(n, {
    description: 'Gold foil',
    discountPrice: '1200',
    hsn: '4911',
    gstRate: '12',
    uqc: 'SET',
    moq: 50,
    favorite: '1',
    location: 'Gondia',
    images: [img(n), img(n + 10)],
    subcategory: muslim.name,
    subcategory_uuid: muslim.subcategory_uuid,
    religions: religion.religion_uuid,
    religion_uuid: religion.religion_uuid,
    religionName: religion.name,
    ...fields,
  });

/**
 * compress-images without the compression happy-dom cannot do: the picker's checks stay, the files
 * pass as they are. For `vi.mock('../../lib/compress-images.ts', async (original) => (await import('./test-shop.ts')).withoutCompression(await original()))`.
 */
export const withoutCompression = (actual: typeof import('../../lib/compress-images.ts')) => ({
  ...actual,
  prepareImages: async (files: File[], o: { already?: number; max?: number } = {}) => ({
    ...actual.checkImages(files, o.already, o.max),
    files: actual.checkImages(files, o.already, o.max).accepted,
  }),
});

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (url: string, init?: RequestInit) => Response | undefined;

/** GET /api/listings?limit=…&offset=…&q=… answered from `listings` as the server does (title contains q, any case); undefined for any other call. */
export function listingPages(url: string, listings: readonly Listing[], init?: RequestInit): Response | undefined {
  if (!url.startsWith('/api/listings?') || (init?.method ?? 'GET') !== 'GET') return undefined;
  const query = new URL(url, 'http://x').searchParams;
  const q = (query.get('q') ?? '').toLowerCase();
  const offset = Number(query.get('offset') ?? 0);
  const found = listings.filter((l) => l.title.toLowerCase().includes(q));
  return json(200, found.slice(offset, offset + Number(query.get('limit') ?? found.length)));
}

/**
 * A fetch answering the back office's calls with the data above; `extra` answers first (return
 * undefined to fall through). Every call is recorded on the returned mock.
 */
export function stubShop(listings: Listing[], extra: Handler = () => undefined) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const own = extra(url, init);
    if (own) return own;
    if (url === '/api/users/me') return json(200, { _id: 'u1', User_name: 'admin' });
    const page = listingPages(url, listings, init);
    if (page) return page;
    if (url === '/api/categories') return json(200, [cards, trophies]);
    if (url.startsWith('/api/subcategories?categoryId=')) {
      const id = decodeURIComponent(url.split('=')[1]!);
      return json(
        200,
        SUBCATEGORIES.filter((s) => s.categoryId === id),
      );
    }
    if (url === '/api/religions/GetReligionList') return json(200, { success: true, result: [religion] });
    if (url === '/api/titles') return json(200, { success: true, result: [{ _id: 't1', name: 'Royal wedding card', createdAt: at }] });
    if (url === '/api/prices') return json(200, { success: true, result: [{ _id: 'p1', name: '999', createdAt: at }] });
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
