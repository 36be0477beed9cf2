import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import type { Category, Listing, Subcategory } from '../../src/contract/catalogue.ts';
import { restoreSiteConfig, siteConfigs, withSiteConfigLock } from './support/config-enquiry-api.ts';
import { expect, test } from './support/fixtures.ts';
import { testImage } from './support/images.ts';
import { E2E_ADMIN, unique } from './support/shop-api.ts';

/**
 * Issue 7, item 8: text an admin stores (or an attacker who got hold of a session) is shown as text
 * on every public page — never run as markup or script, neither in the server's HTML nor after
 * hydration. Any alert() that ran would open a dialog; the fixture fails on any console error (a
 * CSP refusal of an injected inline script included).
 */
const TITLE = '<img src=x onerror=alert(1)>';
const DESCRIPTION = '"><script>alert(2)</script> javascript:alert(3) <svg onload=alert(4)>';
const tag = unique('').trim();
const CATEGORY = `"><script>alert(5)</script> ${tag}`;
const SUBCATEGORY = `javascript:alert(6) ${tag}`;
const BANNER = `<img src=x onerror=alert(7)> ${tag}`;
const GALLERY = `<svg onload=alert(8)> ${tag}`;
const SITE = {
  name: '<script>alert(9)</script> Press',
  email: '"><svg/onload=alert(10)>@x.example',
  phone: '+91 98000 00001 "><b>',
  address: '"><img src=x onerror=alert(11)>\n</address><script>alert(12)</script>',
  fb: 'https://example.com/#javascript:alert(13)',
  insta: 'https://example.com/?q=%3Cscript%3Ealert(14)%3C/script%3E',
  twitter: '',
  linkedIn: '',
};

/** What must never appear unescaped in a page's HTML. */
const RAW_MARKUP = ['<img src=x', '<script>alert(', '<svg onload', '<svg/onload', '</address><script>'];

test('hostile text in every field is shown as text on every public page, and never runs', async ({ page, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await playwright.request.newContext({ baseURL });
  await ok(admin.post('/api/users/login', { data: { User_name: E2E_ADMIN.name, Password: E2E_ADMIN.password } }));
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()} on ${page.url()}`);
    void dialog.dismiss();
  });
  // The profile's map is Google's page: answered here (no network on this machine).
  await page.route('https://www.google.com/maps**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' }));

  const category: Category = await ok(admin.post('/api/categories', { multipart: { name: CATEGORY, image: await png('category.png') } }));
  const subcategory: Subcategory = await ok(
    admin.post('/api/subcategories', { multipart: { name: SUBCATEGORY, categoryId: category.category_uuid, image: await png('sub.png') } }),
  );
  const listing = await createListing(admin, category, subcategory);
  await ok(admin.post('/api/banners', { multipart: { name: BANNER, image: await png('banner.png') } }));
  await ok(admin.post('/api/images', { multipart: { title: GALLERY, image: await png('story.png') } }));
  // A link must be a web address: javascript: is refused when stored, so it can never be rendered as one.
  expect((await admin.post('/api/confi/add', { multipart: { ...SITE, fb: 'javascript:alert(3)' } })).status()).toBe(400);

  // What each page shows of it: as text, or (alt:) as an image's alternative text. Framed pages show the shop's name.
  const address = SITE.address.split('\n')[0]!;
  const pages: Array<[string, string[]]> = [
    ['/', [CATEGORY, TITLE, `alt:${BANNER}`, SITE.name, SITE.email, SITE.phone, address]],
    ['/home1', [TITLE, SITE.name]],
    ['/allCategories', [CATEGORY, SITE.name]],
    ['/list', [TITLE, CATEGORY, SITE.name]],
    [`/list/${listing._id}`, [TITLE, DESCRIPTION, SUBCATEGORY, SITE.name]],
    [`/listing/${listing._id}`, [TITLE, DESCRIPTION, SITE.name]],
    [`/subcategory/${category.category_uuid}`, [CATEGORY, SUBCATEGORY, TITLE, SITE.name]],
    ['/profile', [SITE.name, address]],
    ['/contact', [SITE.name, SITE.email, SITE.phone, address]],
    ['/story', [GALLERY]],
    ['/instagram', [`alt:${TITLE}`, SITE.name]],
    ['/products/new-arrivals', [TITLE, SITE.name]],
    ['/products/best-sellers', [TITLE, SITE.name]],
    ['/products/discounted', [TITLE, SITE.name]],
    ['/SocialMedia', [SITE.name]],
    ['/login', [SITE.name]],
  ];

  // The header and footer show the first configuration: changed under the lock the other specs take, and put back.
  await withSiteConfigLock(async () => {
    const [first] = await siteConfigs(admin);
    const config = first ?? (await ok(admin.post('/api/confi/add', { multipart: { ...SITE, logo: await png('logo.png') } })));
    if (first) await ok(admin.put(`/api/confi/${first._id}`, { multipart: SITE }));
    try {
      for (const [path, texts] of pages) await visit(page, path, texts);
    } finally {
      if (first) await restoreSiteConfig(admin, first);
      else await admin.delete(`/api/confi/${config._id}`);
    }
  });
  expect(dialogs).toEqual([]);
  await admin.dispose();
});

async function visit(page: Page, path: string, texts: string[]): Promise<void> {
  // As a crawler or a phone without JavaScript gets it (a visitor: the page has no session): the hostile text only ever escaped.
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  for (const raw of RAW_MARKUP) expect(html.includes(raw), `${path}: the HTML carries ${raw} unescaped`).toBe(false);

  await page.goto(path);
  for (const text of texts) {
    if (text.startsWith('alt:')) await expect(page.getByAltText(text.slice(4)).first(), `${path}: an image described as ${text}`).toBeAttached();
    else await expect(page.locator('body'), `${path} shows ${text} as text`).toContainText(text);
  }
  expect(await injected(page), path).toEqual([]);
}

/** Elements the hostile text would have made had it been taken as markup. */
function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) if (/^on/i.test(attr.name)) found.push(`<${el.tagName.toLowerCase()} ${attr.name}>`);
      for (const name of ['href', 'src', 'action', 'formaction']) {
        const value = el.getAttribute(name);
        if (value && /^\s*javascript:/i.test(value)) found.push(`<${el.tagName.toLowerCase()} ${name}="${value}">`);
      }
    }
    if (document.querySelector('img[src="x"]')) found.push('<img src="x">');
    for (const script of document.scripts) if (!/json/.test(script.type) && script.textContent?.includes('alert(')) found.push('<script>alert(…)');
    return found;
  });
}

async function createListing(request: APIRequestContext, category: Category, subcategory: Subcategory): Promise<Listing> {
  const form = new FormData();
  const fields = {
    title: TITLE,
    description: DESCRIPTION,
    category: category.category_uuid,
    subcategory: subcategory.subcategory_uuid,
    price: '999',
    discountPrice: '499',
    favorite: '1',
    location: '<b>Gondia</b>',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('images', new Blob([new Uint8Array(await testImage(320, 240))], { type: 'image/png' }), 'card.png');
  return ok(request.post('/api/listings', { multipart: form }));
}

const png = async (name: string) => ({ name, mimeType: 'image/png', buffer: await testImage(320, 240) });

async function ok(pending: Promise<APIResponse>): Promise<any> {
  const res = await pending;
  if (!res.ok()) throw new Error(`${res.url()} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}
