import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BannerSchema, CategorySchema, ListingSchema } from '../../../contract/catalogue.ts';
import { hasDiscount } from '../../../contract/money.ts';
import { QuotePageSchema } from '../../../contract/quote-list.ts';
import { QUOTE_STAGES } from '../../../contract/quote-stages.ts';
import { SiteConfigListSchema } from '../../../contract/site.ts';
import { DiskMediaStore } from '../../media/disk-media-store.ts';
import { form, uniqueJpeg } from '../../test-support/fixtures.ts';
import { createTestApp, mediaFiles, type TestApp } from '../../test-support/test-app.ts';
import { seedDemo } from './demo-seeder.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

// A small demo keeps the test fast: 2 categories (6 subcategories), 12 listings sharing 6 pictures.
const SMALL = { categories: 2, listings: 12, imagePool: 6 };

// Seeding encodes a few dozen images (AVIF included): ~15 s alone on this machine, far more while other
// suites share the two cores, so it gets room beyond the default 30 s.
describe('seed:demo', { timeout: 120_000 }, () => {
  it('fills an empty shop that the public API then serves, pictures and variants included', async () => {
    const result = await seedDemo(t.app.db, new DiskMediaStore(t.config.mediaDir), SMALL);
    expect(result.status).toBe('seeded');

    const listings = ListingSchema.array().parse((await t.app.inject({ url: '/api/listings' })).json());
    expect(listings).toHaveLength(12);
    expect(new Set(listings.map((l) => l.title)).size).toBe(12);
    // Newest first, spread over the last 90 days.
    const times = listings.map((l) => Date.parse(l.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Date.now() - times.at(-1)!).toBeLessThanOrEqual(90 * 86_400_000);
    for (const l of listings) {
      expect(l.price).toMatch(/^\d+(\.\d\d)?$/);
      if (l.discountPrice !== null) expect(hasDiscount(l.price, l.discountPrice)).toBe(true);
      expect(l.images.length).toBeGreaterThanOrEqual(1);
      expect(l.images.length).toBeLessThanOrEqual(4);
      expect(l.moq).toBeGreaterThanOrEqual(1);
      expect(l.location).toMatch(/^[A-Z][a-z]+, [A-Z][a-z]+/);
      expect(['Wedding Cards', 'Birthday Invitations']).toContain(l.categoryName);
    }
    expect(listings.find((l) => l.subcategory === 'Hindu Wedding')?.religionName).toBe('Hindu');
    expect(listings.find((l) => l.categoryName === 'Birthday Invitations')?.religions).toBe('');

    const categories = CategorySchema.array().parse((await t.app.inject({ url: '/api/categories' })).json());
    expect(categories.map((c) => c.name)).toEqual(['Wedding Cards', 'Birthday Invitations']);
    const subcategories = (await t.app.inject({ url: '/api/subcategories' })).json() as Array<{ name: string }>;
    expect(subcategories.map((s) => s.name)).toEqual([
      'Hindu Wedding',
      'Muslim Nikah',
      'Scroll Cards',
      'First Birthday',
      'Kids Theme Party',
      'Milestone Birthday',
    ]);
    const religions = (await t.app.inject({ url: '/api/religions/GetReligionList' })).json();
    expect(religions.result.map((r: { name: string }) => r.name)).toEqual(['Hindu', 'Muslim', 'Sikh', 'Christian']);

    const banners = BannerSchema.array().parse((await t.app.inject({ url: '/api/banners' })).json());
    expect(banners).toHaveLength(3);
    expect(banners.every((b) => b.altText.length > 10)).toBe(true);

    const config = SiteConfigListSchema.parse((await t.app.inject({ url: '/api/confi/GetConfiList' })).json());
    expect(config.result).toHaveLength(1);
    expect(config.result[0]).toMatchObject({ name: 'Shree Ganesh Printers', linkedIn: '' });
    // Hindi where an owner in Gondia would give it first: the shop, every category, the wedding cards' titles.
    expect(config.result[0]!.translations?.hi?.name).toBe('श्री गणेश प्रिंटर्स');
    expect(categories.map((c) => c.translations?.hi?.name)).toEqual(['शादी के कार्ड', 'जन्मदिन के निमंत्रण']);
    expect(banners.every((b) => b.translations?.hi?.altText)).toBe(true);
    const hindiTitles = listings.filter((l) => l.translations?.hi?.title);
    expect(hindiTitles.length).toBeGreaterThan(0);
    expect(hindiTitles.every((l) => l.categoryName === 'Wedding Cards')).toBe(true);
    expect(listings.some((l) => !l.translations?.hi?.title)).toBe(true);
    // Every option, choice and zone of theirs has a Hindi name (issue 28).
    const selling = listings.filter((l) => l.options.length > 0);
    expect(selling.length).toBeGreaterThan(0);
    const hindiNames = selling.flatMap((l) => [
      ...l.options.flatMap((o) => [o.translations, ...o.choices.map((c) => c.translations)]),
      ...l.fields.map((f) => f.translations),
    ]);
    expect(hindiNames.every((n) => /[\u0900-\u097F]/.test(Object.values(n?.hi ?? {}).join('')))).toBe(true);
    expect(selling.flatMap((l) => l.options).find((o) => o.name === 'Envelope')?.translations).toEqual({ hi: { name: 'लिफ़ाफ़ा' } });
    const found = (await t.app.inject({ url: `/api/listings?q=${encodeURIComponent('शादी कार्ड')}` })).json() as Array<{ title: string }>;
    expect(found.length).toBeGreaterThan(0);
    expect(config.result[0]!.phone).toMatch(/^\+91 98\d{8}$/);
    expect(config.result[0]!.fb).toMatch(/^https:\/\//);

    const sizes = (await t.app.inject({ url: '/api/sizes', headers: { cookie: await t.login() } })).json();
    expect(sizes.result.map((s: { name: string }) => s.name)).toContain('5x7 in');

    // Every image URL is served, with the same variants as an upload.
    const urls = new Set([
      ...listings.flatMap((l) => l.images),
      ...categories.map((c) => c.imageUrl),
      ...banners.map((b) => b.imageUrl),
      config.result[0]!.logo,
    ]);
    for (const url of urls) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/(jpeg|png)$/);
    }
    const listingImage = listings[0]!.images[0]!;
    for (const variant of ['-320.webp', '-640.avif', '-1280.webp']) {
      const res = await t.app.inject({ url: listingImage.replace(/\.jpg$/, variant) });
      expect(res.statusCode, variant).toBe(200);
    }
    // 2 + 6 tiles, 6 pictures, 3 banners and a logo; 7 files each (the jobs' proofs are kept apart, in private/).
    expect((await mediaFiles(t)).filter((f) => f !== 'private')).toHaveLength(18 * 7);

    // Jobs in every stage, run through the same rules as the routes.
    const quotes = QuotePageSchema.parse((await t.app.inject({ url: '/api/quotes?limit=100', headers: { cookie: await t.login() } })).json()).result;
    expect(quotes).toHaveLength(11);
    expect(new Set(quotes.map((q) => q.stage))).toEqual(new Set(QUOTE_STAGES));
    const priced = quotes.filter((q) => q.orderNumber).sort((a, b) => a.orderNumber!.localeCompare(b.orderNumber!));
    expect(priced.map((q) => Number(q.orderNumber!.slice(-4)))).toEqual(priced.map((_, i) => i + 1));
    const delivered = quotes.find((q) => q.stage === 'delivered')!;
    expect(delivered.timeline.map((s) => s.stage)).toEqual([
      'new',
      'quoted',
      'changes_requested',
      'proof_sent',
      'approved',
      'in_production',
      'ready',
      'delivered',
    ]);
    expect(delivered.name).toBe('श्री रमेश अग्रवाल');
    // Payments (decision 023): the delivered job paid in full, the jobs past approval their advance, by the shop's UPI ID.
    expect(delivered.payment).toMatchObject({ balance: '0', asking: null });
    expect(delivered.payments.map((p) => p.method)).toEqual(['upi', 'cash']);
    for (const stage of ['approved', 'in_production', 'ready', 'dispatched'] as const) {
      const job = quotes.find((q) => q.stage === stage)!;
      expect([stage, job.payment!.paid, job.payment!.asking]).toEqual([stage, job.payment!.advanceDue, 'balance']);
      expect(job.payment!.upiLink).toMatch(/^upi:\/\/pay\?pa=shreeganesh@okaxis&pn=Shree%20Ganesh%20Printers&am=\d+\.\d{2}&cu=INR&tn=/);
    }
    const twoRounds = quotes.find((q) => q.stage === 'ready')!;
    expect(twoRounds.proofs.map((p) => [p.version, p.status])).toEqual([
      [1, 'changes'],
      [2, 'changes'],
      [3, 'approved'],
    ]);
    expect(twoRounds.proofs[0]!.comments[0]!.pin).toEqual({ x: 0.5, y: 0.885 });
    // Spread over the days they took, oldest step first; days in stage differ from job to job.
    const steps = twoRounds.timeline.map((s) => Date.parse(s.at));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps.at(-1)! - steps[0]!).toBeGreaterThan(5 * 86_400_000);
    expect(new Set(quotes.map((q) => Math.floor((Date.now() - Date.parse(q.timeline.at(-1)!.at)) / 86_400_000))).size).toBeGreaterThan(3);
    // The proofs and the customer's photo are served to the token's holder.
    const withFile = quotes.find((q) => q.files.length)!;
    for (const url of [twoRounds.proofs[2]!.url, withFile.files[0]!.url]) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, 'no-store']);
    }
  });

  it('leaves a shop that already has data untouched', async () => {
    const cookie = await t.login();
    const payload = form({ name: 'Our Own Category', image: { data: await uniqueJpeg() } });
    expect((await t.app.inject({ method: 'POST', url: '/api/categories', headers: { cookie }, payload })).statusCode).toBe(201);
    const before = await mediaFiles(t);

    const result = await seedDemo(t.app.db, new DiskMediaStore(t.config.mediaDir), SMALL);
    expect(result).toEqual({ status: 'not-empty' });
    const categories = (await t.app.inject({ url: '/api/categories' })).json();
    expect(categories.map((c: { name: string }) => c.name)).toEqual(['Our Own Category']);
    expect((await t.app.inject({ url: '/api/listings' })).json()).toEqual([]);
    expect(await mediaFiles(t)).toEqual(before);
  });
});
