import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { Banner, Category, GalleryImage, Listing, Religion, Subcategory } from '../../../src/contract/catalogue.ts';
import type { SiteConfig } from '../../../src/contract/site.ts';
import type { User } from '../../../src/contract/users.ts';
import { testImage } from './images.ts';

export const E2E_ADMIN = { name: 'e2e-admin', password: 'e2e-password-123' };

/**
 * The e2e admin's stored login (Playwright storageState), written once per run by admin.setup.ts:
 * pages (loginAsAdmin) and the API fixtures reuse its session instead of logging in per test.
 */
export const ADMIN_STATE = path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'admin-state.json');

/** A name no other test uses: tests share one server and database. */
export const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

/** The JSON of a successful answer; anything else fails the test with the server's words. */
export async function ok(res: APIResponse): Promise<any> {
  if (!res.ok()) throw new Error(`${res.url()} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

/** A PNG for an upload (each one a new picture: the server stores by content hash). */
export const pngBlob = async (width?: number, height?: number) => new Blob([new Uint8Array(await testImage(width, height))], { type: 'image/png' });

export interface ListingFields {
  category: Category;
  subcategory: Subcategory;
  title?: string;
  price?: string;
  discountPrice?: string;
  favorite?: '1' | '0';
  religion?: Religion;
  description?: string;
  moq?: number;
  location?: string;
  /** How many images (0 for none); each a new picture. */
  images?: number;
  /** Their width (height ¾ of it); 640 unless said. */
  imageWidth?: number;
}

/**
 * Test data through the shop's own API, as an admin (design habit 7: e2e tests set up through the
 * API, not by clicking). The request context carries the admin's session (the stored state, or
 * the cookie of login()).
 */
export class ShopApi {
  constructor(readonly request: APIRequestContext) {}

  async login(user = E2E_ADMIN): Promise<void> {
    const body = await ok(await this.request.post('/api/users/login', { data: { User_name: user.name, Password: user.password } }));
    if (body.status !== 'exist') throw new Error(`e2e login refused: ${JSON.stringify(body)}`);
  }

  async createCategory(name = unique('Category')): Promise<Category> {
    const form = new FormData();
    form.set('name', name);
    form.set('image', await pngBlob(), 'category.png');
    return ok(await this.request.post('/api/categories', { multipart: form }));
  }

  async createSubcategory(category: Category, name = unique('Subcategory')): Promise<Subcategory> {
    const form = new FormData();
    form.set('name', name);
    form.set('categoryId', category.category_uuid);
    form.set('image', await pngBlob(), 'sub.png');
    return ok(await this.request.post('/api/subcategories', { multipart: form }));
  }

  async createBanner(name = unique('Banner')): Promise<Banner[]> {
    const form = new FormData();
    form.set('name', name);
    form.set('image', await pngBlob(), 'banner.png');
    return ok(await this.request.post('/api/banners', { multipart: form }));
  }

  async createListing(fields: ListingFields): Promise<Listing> {
    const form = new FormData();
    form.set('title', fields.title ?? unique('Card'));
    form.set('category', fields.category.category_uuid);
    form.set('subcategory', fields.subcategory.subcategory_uuid);
    form.set('price', fields.price ?? '499');
    form.set('favorite', fields.favorite ?? '0');
    if (fields.discountPrice) form.set('discountPrice', fields.discountPrice);
    if (fields.religion) form.set('religions', fields.religion.religion_uuid);
    if (fields.description !== undefined) form.set('description', fields.description);
    if (fields.moq !== undefined) form.set('moq', String(fields.moq));
    if (fields.location !== undefined) form.set('location', fields.location);
    const width = fields.imageWidth ?? 640;
    for (let i = 0; i < (fields.images ?? 1); i += 1) form.append('images', await pngBlob(width, Math.round(width * 0.75)), `card-${i}.png`);
    return ok(await this.request.post('/api/listings', { multipart: form }));
  }

  /** The listing, or null once it is gone (404). */
  async listing(id: string): Promise<Listing | null> {
    const res = await this.request.get(`/api/listings/${id}`);
    return res.status() === 404 ? null : ok(res);
  }

  /** The listings whose title contains `text`. */
  async findListings(text: string): Promise<Listing[]> {
    return ok(await this.request.get(`/api/listings?q=${encodeURIComponent(text)}`));
  }

  async createReligion(name = unique('Faith')): Promise<Religion> {
    return ok(await this.request.post('/api/religions', { data: { name } }));
  }

  /** A title or price suggestion (the lookup lists the listing form reads). */
  async addLookup(kind: 'titles' | 'prices', value: string): Promise<void> {
    await ok(await this.request.post(`/api/${kind}/add`, { data: kind === 'prices' ? { price: value } : { name: value } }));
  }

  async createUser(name: string, mobile: string, password = 'a-long-password'): Promise<User> {
    const answer = await ok(await this.request.post('/api/users/addUser', { data: { User_name: name, Password: password, Mobile_number: mobile } }));
    if (answer !== 'notexist') throw new Error(`addUser answered ${JSON.stringify(answer)}`);
    const list: { result: User[] } = await ok(await this.request.get('/api/users/GetUserList'));
    return list.result.find((u) => u.User_name === name)!;
  }

  async createGalleryImage(title: string): Promise<GalleryImage> {
    const form = new FormData();
    form.set('title', title);
    form.set('image', await pngBlob(480, 640), 'story.png');
    return ok(await this.request.post('/api/images', { multipart: form }));
  }

  async siteConfig(): Promise<SiteConfig | undefined> {
    return (await ok(await this.request.get('/api/confi/GetConfiList'))).result?.[0];
  }

  /** The shop's configuration, created once for the whole run (the header and footer read result[0]). */
  async ensureSiteConfig(): Promise<SiteConfig> {
    const existing = await this.siteConfig();
    if (existing) return existing;
    const form = new FormData();
    const fields = {
      name: 'E2E Print House',
      email: 'hello@e2e-print.example',
      phone: '+91 98000 00001',
      address: '12 Station Road, Gondia',
      fb: 'https://facebook.com/e2e-print',
      insta: 'https://instagram.com/e2e-print',
      twitter: '',
      linkedIn: '',
    };
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set('logo', await pngBlob(), 'logo.png');
    return ok(await this.request.post('/api/confi/add', { multipart: form }));
  }
}
