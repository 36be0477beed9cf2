import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Names a Hindi page may show in Latin letters (the spec's and the trade's proper names). */
const PROPER_NAMES = /\b(?:WhatsApp|Facebook|Instagram|Twitter|LinkedIn|UPI|GSTIN|GST|PDF|UTR|QR)\b/g;

/**
 * No English left in a Hindi page's own words: every visible text outside an element marked
 * `lang="en"` (the owner's English where there is no Hindi) has no Latin word of 3+ letters, but for
 * proper names and what `allow` matches.
 */
export async function expectNoEnglish(page: Page, { allow }: { allow?: RegExp } = {}): Promise<void> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[lang="en"], script, style, noscript')) continue;
      const box = parent.getBoundingClientRect();
      if (!box.width || !box.height || getComputedStyle(parent).visibility === 'hidden') continue;
      if (node.textContent?.trim()) out.push(node.textContent.trim());
    }
    return out;
  });
  const english = texts
    .map((text) => (allow ? text.replace(new RegExp(allow.source, `${allow.flags.replace('g', '')}g`), '') : text).replace(PROPER_NAMES, ''))
    .filter((text) => /[A-Za-z]{3,}/.test(text));
  expect(english, 'English words on a Hindi page').toEqual([]);
}
