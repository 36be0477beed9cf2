import { expect, type Page } from '@playwright/test';

/** Names and terms a Hindi page writes in Latin letters too (apps, payment and file terms, the time zone). */
const PROPER_NAMES = /^(WhatsApp|UPI|UTR|QR|PDF|JPEG|PNG|WebP|GST|GSTIN|IST|Instagram|Facebook|YouTube|Google|Pay|PhonePe|Paytm|BHIM)$/;

/**
 * No English left in a Hindi page's own words: every Latin word of 3+ letters in the text a visitor
 * reads (screen-reader text included) outside elements marked `lang="en"` (the owner's English
 * content) and outside hidden ones, but for proper names and `allow`. Fails listing each word and where.
 */
export async function expectNoEnglish(page: Page, { allow }: { allow?: RegExp } = {}): Promise<void> {
  const found = await page.evaluate(() => {
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('[lang="en"], script, style, noscript, template, [aria-hidden="true"], [hidden]')) continue;
      if (!element.checkVisibility({ visibilityProperty: true }) && !element.closest('.sr-only')) continue;
      const text = node.textContent ?? '';
      for (const word of text.match(/[A-Za-z]{3,}/g) ?? []) words.push(`${word} in "${text.trim().slice(0, 80)}"`);
    }
    return words;
  });
  expect(found.filter((entry) => !PROPER_NAMES.test(entry.split(' ')[0]!) && !allow?.test(entry.split(' ')[0]!))).toEqual([]);
}
