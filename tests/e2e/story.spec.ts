import { seriousAxeProblems } from './support/ui.ts';
import type { Page } from '@playwright/test';
import type { GalleryImage } from '../../src/contract/catalogue.ts';
import { expect } from './support/fixtures.ts';
import { unique } from './support/shop-api.ts';
import { isPhone, test } from './support/storefront-api.ts';

/**
 * The story shows every gallery image; tests share one server, so each narrows the real answer of
 * GET /api/images to the images it created (same shape, same server, no invented data).
 */
async function onlyTheseImages(page: Page, mine: GalleryImage[]) {
  const ids = new Set(mine.map((m) => m._id));
  await page.route('**/api/images', async (route) => {
    const response = await route.fetch();
    const all = (await response.json()) as GalleryImage[];
    await route.fulfill({ response, json: all.filter((image) => ids.has(image._id)) });
  });
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The image shown, 0-based, from the heading's "(image k of n)". */
async function shownIndex(page: Page): Promise<number> {
  const text = (await heading(page).textContent()) ?? '';
  return Number(/\(image (\d+) of \d+\)/.exec(text)?.[1]) - 1;
}

/** A horizontal swipe across the middle of the story: a real touch on the phone, a mouse drag on the desktop. */
async function swipe(page: Page, dx: number, touch: boolean) {
  const box = (await page.getByTestId('story-surface').boundingBox())!;
  const x = box.x + box.width / 2 - dx / 2;
  const y = box.y + box.height / 2;
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 5; step += 1) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * step) / 5, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y, { steps: 5 });
    await page.mouse.up();
  }
}

/** A tap (or click) in the middle of the story. */
async function tap(page: Page, touch: boolean) {
  const box = (await page.getByTestId('story-surface').boundingBox())!;
  if (touch) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test.describe('/story, the full-screen story viewer', () => {
  test('shows the gallery images full screen, a progress bar each, and moves on every 3 s, wrapping', async ({ shop, page }) => {
    test.setTimeout(45_000);
    const tag = unique('Story');
    // Newest first: the story starts at the last one created.
    const third = await shop.createGalleryImage(`${tag} three`);
    const second = await shop.createGalleryImage(`${tag} two`);
    const first = await shop.createGalleryImage(`${tag} one`);
    await onlyTheseImages(page, [first, second, third]);
    await page.goto('/story');

    await expect(heading(page)).toHaveText(`Stories: ${first.title} (image 1 of 3)`);
    // Real timers: the page notes when each image appears.
    await page.evaluate(() => {
      const h1 = document.querySelector('h1')!;
      const seen: [number, string][] = [[performance.now(), h1.textContent!]];
      (window as any).__seen = seen;
      new MutationObserver(() => {
        if (seen.at(-1)![1] !== h1.textContent) seen.push([performance.now(), h1.textContent!]);
      }).observe(h1, { subtree: true, childList: true, characterData: true });
    });
    await expect(page.getByRole('img', { name: first.title })).toBeVisible();
    await expect(page.getByTestId('story-progress')).toHaveCount(3);
    await expect(page.getByText('Tap to pause/play, swipe to navigate', { exact: true })).toBeVisible();
    // Full screen, without the site's header.
    const box = await page.getByTestId('story-surface').boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: page.viewportSize()!.width, height: page.viewportSize()!.height });
    await expect(page.getByRole('banner')).toHaveCount(0);

    await expect(heading(page)).toContainText(second.title, { timeout: 4_000 });
    await expect(heading(page)).toContainText(third.title, { timeout: 4_000 });
    await expect(heading(page)).toContainText(first.title, { timeout: 4_000 });
    const seen: [number, string][] = await page.evaluate(() => (window as any).__seen);
    expect(seen.slice(1).map(([, text]) => text)).toEqual([2, 3, 1].map((n) => `Stories: ${[first, second, third][n - 1]!.title} (image ${n} of 3)`));
    // Each image stays 3000 ms (give or take a busy test machine).
    for (const step of [2, 3]) {
      const shown = seen[step]![0] - seen[step - 1]![0];
      expect(shown).toBeGreaterThan(2_900);
      expect(shown).toBeLessThan(3_400);
    }
  });

  test('a tap pauses and plays; a swipe over 50 px moves, a short one does not', async ({ shop, page }, info) => {
    const touch = isPhone(info);
    const tag = unique('Swipe');
    const images = [await shop.createGalleryImage(`${tag} three`), await shop.createGalleryImage(`${tag} two`), await shop.createGalleryImage(`${tag} one`)].reverse();
    await onlyTheseImages(page, images);
    await page.clock.install();
    await page.goto('/story');
    await expect(heading(page)).toContainText(tag);

    await tap(page, touch);
    await expect(page.getByText('Paused', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
    // From here on the image changes only when asked to.
    const at = await shownIndex(page);
    const title = (offset: number) => images[(at + offset + 3) % 3]!.title;
    await page.clock.runFor(10_000);
    await expect(heading(page)).toContainText(title(0));

    await swipe(page, -30, touch);
    await expect(heading(page)).toContainText(title(0));
    await swipe(page, -120, touch);
    await expect(heading(page)).toContainText(title(1));
    await swipe(page, 120, touch);
    await expect(heading(page)).toContainText(title(0));
    await swipe(page, 120, touch);
    await expect(heading(page)).toContainText(title(-1));
    // Swipes do not change pause and play.
    await expect(page.getByText('Paused', { exact: true })).toBeVisible();

    await tap(page, touch);
    await expect(page.getByText('Paused', { exact: true })).toHaveCount(0);
    await page.clock.runFor(3100);
    await expect(heading(page)).toContainText(title(0));
  });

  test('works from the keyboard: arrows move, Space pauses and plays; Close goes home', async ({ shop, page }) => {
    const tag = unique('Keys');
    const images = [await shop.createGalleryImage(`${tag} two`), await shop.createGalleryImage(`${tag} one`)].reverse();
    await onlyTheseImages(page, images);
    await page.clock.install();
    await page.goto('/story');
    await expect(heading(page)).toContainText(tag);
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
    const at = await shownIndex(page);
    const title = (offset: number) => images[(at + offset + 2) % 2]!.title;
    await page.keyboard.press('ArrowRight');
    await expect(heading(page)).toContainText(title(1));
    await page.keyboard.press('ArrowRight');
    await expect(heading(page)).toContainText(title(0));
    await page.keyboard.press('ArrowLeft');
    await expect(heading(page)).toContainText(title(1));
    await page.clock.runFor(6000);
    await expect(heading(page)).toContainText(title(1));
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
    await page.clock.runFor(3100);
    await expect(heading(page)).toContainText(title(0));

    await page.getByRole('link', { name: 'Close stories' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("without gallery images it shows the listings' first images", async ({ api, page }) => {
    const category = await api.createCategory(unique('Story fallback'));
    const listing = await api.createListing({ category, subcategory: await api.createSubcategory(category), title: unique('Fallback card') });
    await page.route('**/api/images', (route) => route.fulfill({ json: [] }));
    await page.goto('/story');
    await expect(page.getByTestId('story-surface').getByRole('img')).toBeVisible();
    // Other tests may have added newer listings meanwhile: look for this one among the slides.
    for (let i = 0; i < 20 && !(await heading(page).textContent())?.includes(listing.title); i += 1) await page.keyboard.press('ArrowRight');
    await expect(heading(page)).toContainText(listing.title);
    await expect(page.getByRole('img', { name: listing.title })).toBeVisible();
  });

  test('has no serious accessibility problem', async ({ shop, page }) => {
    const image = await shop.createGalleryImage(unique('Axe story'));
    await onlyTheseImages(page, [image, await shop.createGalleryImage(unique('Axe story'))]);
    await page.goto('/story');
    await expect(page.getByTestId('story-surface').getByRole('img')).toBeVisible();
    expect(await seriousAxeProblems(page)).toEqual([]);
  });
});
