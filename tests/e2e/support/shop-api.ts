import { randomBytes } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { Banner, Category, Listing, Subcategory } from '../../../src/contract/catalogue.ts';
import type { SiteConfig } from '../../../src/contract/site.ts';
import { testImage } from './images.ts';

export const E2E_ADMIN = { name: 'e2e-admin', password: 'e2e-password-123' };

/** A name no other test uses: tests share one server and database. */
export const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

const file = async (name: string) => ({ name, mimeType: 'image/png', buffer: await testImage() });

/**
 * Test data through the shop's own API, as an admin (design habit 7: e2e tests set up through the
 * API, not by clicking). The request context keeps the session cookie of the login.
 */
export class ShopApi {
  constructor(private readonly request: APIRequestContext) {}

  async login(): Promise<void> {
    const res = await this.request.post('/api/users/login', { data: { User_name: E2E_ADMIN.name, Password: E2E_ADMIN.password } });
    const body = await ok(res);
    if (body.status !== 'exist') throw new Error(`e2e login refused: ${JSON.stringify(body)}`);
  }

  async createCategory(name = unique('Category')): Promise<Category> {
    return ok(await this.request.post('/api/categories', { multipart: { name, image: await file('category.png') } }));
  }

  async createSubcategory(category: Category, name = unique('Subcategory')): Promise<Subcategory> {
    return ok(await this.request.post('/api/subcategories', { multipart: { name, categoryId: category.category_uuid, image: await file('sub.png') } }));
  }

  async createBanner(name = unique('Banner')): Promise<Banner[]> {
    return ok(await this.request.post('/api/banners', { multipart: { name, image: await file('banner.png') } }));
  }

  async createListing(fields: { title?: string; category: Category; subcategory: Subcategory; price?: string; discountPrice?: string; favorite?: '1' | '0' }): Promise<Listing> {
    const multipart = {
      title: fields.title ?? unique('Card'),
      category: fields.category.category_uuid,
      subcategory: fields.subcategory.subcategory_uuid,
      price: fields.price ?? '499',
      favorite: fields.favorite ?? '0',
      ...(fields.discountPrice ? { discountPrice: fields.discountPrice } : {}),
      images: await file('listing.png'),
    };
    return ok(await this.request.post('/api/listings', { multipart }));
  }

  async siteConfig(): Promise<SiteConfig | undefined> {
    const body = await ok(await this.request.get('/api/confi/GetConfiList'));
    return body.result?.[0];
  }

  /** The shop's configuration, created once for the whole run (the header and footer read result[0]). */
  async ensureSiteConfig(): Promise<SiteConfig> {
    const existing = await this.siteConfig();
    if (existing) return existing;
    const multipart = {
      name: 'E2E Print House',
      email: 'hello@e2e-print.example',
      phone: '+91 98000 00001',
      address: '12 Station Road, Gondia',
      fb: 'https://facebook.com/e2e-print',
      insta: 'https://instagram.com/e2e-print',
      twitter: '',
      linkedIn: '',
      logo: await file('logo.png'),
    };
    return ok(await this.request.post('/api/confi/add', { multipart }));
  }
}

async function ok(res: APIResponse): Promise<any> {
  if (!res.ok()) throw new Error(`${res.url()} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}
