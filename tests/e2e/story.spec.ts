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
    test.setTimeout(90_000);
    const tag = unique('Story');
    // Newest first: the story starts at the last one created.
    const third = await shop.createGalleryImage(`${tag} three`);
    const second = await shop.createGalleryImage(`${tag} two`);
    const first = await shop.createGalleryImage(`${tag} one`);
    await onlyTheseImages(page, [first, second, third]);
    // The page's clock is the test's: a busy test machine can neither make 3 s look longer nor skip an image.
    await page.clock.install();
    await page.goto('/story');
    // From here on the page's time moves only when the test moves it: 50 ms at a time, the page
    // drawing after each step (its images still arrive in real time).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    const tick = async () => {
      await page.clock.runFor(50);
      await page.evaluate(
        () =>
          new Promise((drawn) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => drawn(null);
            channel.port2.postMessage(null);
          }),
      );
    };
    for (let step = 0; step < 600 && (await heading(page).count()) === 0; step += 1) await tick();
    await expect(heading(page)).toHaveText(`Stories: ${first.title} (image 1 of 3)`);
    // The page notes (on its clock) when each image appears.
    await page.evaluate(() => {
      const h1 = document.querySelector('h1')!;
      const seen: [number, string][] = [[Date.now(), h1.textContent!]];
      (window as any).__seen = seen;
      new MutationObserver(() => {
        if (seen.at(-1)![1] !== h1.textContent) seen.push([Date.now(), h1.textContent!]);
      }).observe(h1, { subtree: true, childList: true, characterData: true });
    });
    await expect(page.getByRole('img', { name: first.title })).toBeVisible();
    await expect(page.getByTestId('story-progress')).toHaveCount(3);
    await expect(page.getByText('Tap to pause/play, swipe to navigate', { exact: true })).toBeVisible();
    // Full screen, without the site's header.
    const box = await page.getByTestId('story-surface').boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: page.viewportSize()!.width, height: page.viewportSize()!.height });
    await expect(page.getByRole('banner')).toHaveCount(0);

    // On until it has wrapped round to the first.
    const changes = () => page.evaluate(() => (window as any).__seen.length - 1);
    for (let step = 0; step < 200 && (await changes()) < 3; step += 1) await tick();
    const seen: [number, string][] = await page.evaluate(() => (window as any).__seen);
    expect(seen.slice(1).map(([, text]) => text)).toEqual([2, 3, 1].map((n) => `Stories: ${[first, second, third][n - 1]!.title} (image ${n} of 3)`));
    // Each image stays 3000 ms (to the 50 ms step of the test's clock).
    for (const step of [2, 3]) {
      const shown = seen[step]![0] - seen[step - 1]![0];
      expect(shown).toBeGreaterThanOrEqual(2_950);
      expect(shown).toBeLessThanOrEqual(3_050);
    }
  });

  test('a tap pauses and plays; a swipe over 50 px moves, a short one does not', { tag: ['@phone', '@desktop'] }, async ({ shop, page }, info) => {
    const touch = isPhone(info);
    const tag = unique('Swipe');
    const images = [
      await shop.createGalleryImage(`${tag} three`),
      await shop.createGalleryImage(`${tag} two`),
      await shop.createGalleryImage(`${tag} one`),
    ].reverse();
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

  test('works from the keyboard: arrows move, Space pauses and plays; Close goes home', { tag: '@desktop' }, async ({ shop, page }) => {
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

  test('has no serious accessibility problem', { tag: ['@phone', '@desktop'] }, async ({ shop, page }) => {
    const image = await shop.createGalleryImage(unique('Axe story'));
    await onlyTheseImages(page, [image, await shop.createGalleryImage(unique('Axe story'))]);
    await page.goto('/story');
    await expect(page.getByTestId('story-surface').getByRole('img')).toBeVisible();
    expect(await seriousAxeProblems(page)).toEqual([]);
  });
});
