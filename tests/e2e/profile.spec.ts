import { picturesOnScreenArrived, seriousAxeProblems } from './support/ui.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/** The map is Google's page: answered here, so the test needs no network and stays fast. */
async function stubMaps(page: Page) {
  const asked: string[] = [];
  await page.route('https://www.google.com/maps**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' });
  });
  return asked;
}

test.describe('business profile /profile', () => {
  test('carries LocalBusiness structured data from the configuration in its HTML', async ({ api, request }) => {
    const site = await api.ensureSiteConfig();
    const html = await (await request.get('/profile')).text();
    expect(html).toContain(`<title>Profile | ${site.name}</title>`);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const data = JSON.parse(json ?? 'null');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: site.name,
      telephone: site.phone,
      email: site.email,
      address: { '@type': 'PostalAddress', streetAddress: site.address },
    });
    expect(data.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(data.logo).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);
    // The bio is built from the configuration too (the old one was hard-coded).
    expect(html).toContain(`${site.name} — wedding &amp; occasion cards, trophies and ID cards. ${site.address}`);
  });

  test('shows name, bio, round photo, copyright, and the map only once the page has loaded', async ({ api, page }) => {
    const site = await api.ensureSiteConfig();
    const asked = await stubMaps(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: site.name })).toBeVisible();
    await expect(page.getByText(`${site.name} — wedding & occasion cards, trophies and ID cards.`)).toBeVisible();
    const photo = page.getByRole('img', { name: `${site.name} logo` });
    await expect(photo).toHaveCSS('border-radius', /px|%/);
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText(`© ${new Date().getFullYear()} ${site.name}. All rights reserved.`)).toBeVisible();

    const map = page.locator('iframe[title="business location"]');
    await page.getByRole('link', { name: 'Open in Google Maps' }).scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('src', `https://www.google.com/maps?q=${encodeURIComponent(site.address)}&output=embed`);
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => asked.length).toBeGreaterThan(0);
  });

  test('the bottom navigation leads home; no horizontal scroll; no serious accessibility problem', { tag: ['@phone', '@desktop'] }, async ({ api, page }) => {
    await api.ensureSiteConfig();
    await stubMaps(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => picturesOnScreenArrived(page)).toBe(true);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(await seriousAxeProblems(page, { exclude: 'iframe' })).toEqual([]);
    const nav = page.getByRole('navigation', { name: 'Bottom navigation' });
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
