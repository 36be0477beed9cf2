import { request } from '@playwright/test';
import { ShopApi, unique } from '/work/main/tests/e2e/support/shop-api.ts';
const ctx = await request.newContext({ baseURL: 'http://127.0.0.1:4391' });
const api = new ShopApi(ctx);
await api.login();
for (const n of ['Invitations', 'Shields', 'A category with a rather long name to wrap', 'Sitemap', 'Wedding', 'Trophies']) await api.createCategory(unique(n));
await api.createBanner(unique('Offer'));
console.log('seeded');
await ctx.dispose();
