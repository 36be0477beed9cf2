import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { testImage } from './images.ts';

/**
 * What the specs look at on a page, once: accessibility (axe), sideways scrolling, toasts, files
 * for file inputs.
 */

/**
 * The serious or critical accessibility problems (axe) on the page, as "id: help (where)" lines.
 * Only violations are gathered (passes and the rest are not serialised back). `within` limits the run to a part of the page already checked whole (an open
 * dialog): one full-page run per screen is enough.
 */
export async function seriousAxeProblems(page: Page, { within, exclude }: { within?: string; exclude?: string } = {}): Promise<string[]> {
  // Legacy mode: axe runs in the page itself, without the blank page and result hand-over of its
  // cross-frame mode (seconds a run here); the pages' only iframe is the profile's map, excluded.
  let axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (within) axe = axe.include(within);
  if (exclude) axe = axe.exclude(exclude);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Whether the page scrolls sideways (it must not, at 360 px or 1280 px). */
export const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/**
 * Whether every picture in view has arrived (or failed to): what the visitor sees has settled. The
 * wait for a layout or an audit, instead of for the network to go quiet (lazy pictures below the
 * fold, the service worker and the like keep it busy for no one).
 */
export const picturesOnScreenArrived = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
      })
      .every((img) => img.complete),
  );

/** The toast with this text (react-hot-toast draws each one as a polite status). */
export const toastWith = (page: Page, text: string): Locator => page.getByRole('status').filter({ hasText: text });

export const isPhone = (info: TestInfo) => info.project.name === 'phone';

/** A file for a file input: a small PNG photo (each one different), `width` wide (¾ as high). */
export const pngFile = async (name = 'photo.png', width = 640) => ({ name, mimeType: 'image/png', buffer: await testImage(width, Math.round(width * 0.75)) });
export const gifFile = async (name: string) => ({
  name,
  mimeType: 'image/gif',
  buffer: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
    .gif()
    .toBuffer(),
});
export const textFile = (name: string) => ({ name, mimeType: 'text/plain', buffer: Buffer.from('not an image') });
