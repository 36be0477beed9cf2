import { expect, type Page } from '@playwright/test';

/** Names and terms a Hindi page may write in Latin letters (as messages.test.ts allows them in the dictionary). */
const PROPER_NAMES = /\b(WhatsApp|UPI|GST|GSTIN|PDF|UTR|QR|IST|JPEG|PNG|WebP|CSV|Excel|Google Pay|PhonePe|Paytm|BHIM|Instagram|Facebook|Twitter|LinkedIn)\b/g;
/** A web address or its host (the shop's social links, shown short): not words of any language. */
const ADDRESSES = /\b[\w.-]+\.[a-z]{2,}(\/\S*)?/gi;

/**
 * Asserts that a Hindi page has no English left in its chrome (issue 19): every visible text node and
 * every aria-label, alt, placeholder and title, outside elements marked lang="en" (the owner's English,
 * the language switch) and the shop's e-mail and phone links. The owner's English words found inside
 * one of our labels ("{title} पसंद करें") are taken out first: they are on the page marked lang="en".
 * What is left may hold no Latin word of 3+ letters but the proper names above, web addresses and the
 * words `allow` matches (tested word by word: `/^(SGP|Gondia)$/`).
 */
export async function expectNoEnglish(page: Page, { allow }: { allow?: RegExp } = {}): Promise<void> {
  const { texts, owners } = await page.evaluate(() => {
    const outside = (el: Element) => !el.closest('[lang="en"], script, style, noscript, template, a[href^="mailto:"], a[href^="tel:"]');
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (el && node.textContent?.trim() && outside(el) && el.getClientRects().length) texts.push(node.textContent.trim());
    }
    for (const el of document.body.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
      if (!outside(el)) continue;
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
        const value = el.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    const owners = [...document.body.querySelectorAll('[lang="en"]')].flatMap((el) => [el.textContent?.trim() ?? '', el.getAttribute('alt')?.trim() ?? '']);
    return { texts, owners: owners.filter(Boolean).sort((a, b) => b.length - a.length) };
  });
  const english = texts.flatMap((text) => {
    const left = owners
      .reduce((rest, owner) => rest.split(owner).join(' '), text)
      .replace(ADDRESSES, '')
      .replace(PROPER_NAMES, '');
    const words = (left.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !allow?.test(word));
    return words.length ? [`${words.join(' ')} in "${text.slice(0, 80)}"`] : [];
  });
  expect(english, 'English words left on a Hindi page').toEqual([]);
}
