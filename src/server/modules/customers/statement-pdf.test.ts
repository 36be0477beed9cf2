import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { StatementRow } from '../../../contract/customers.ts';
import type { Lang } from '../../../contract/translations.ts';
import { renderStatement, type Statement } from './statement-pdf.ts';

/**
 * A customer who paid ₹1,000 ahead on a job not yet billed and has ₹500.50 in credit besides, over
 * `lines` payments, the last one's reason long enough to take three lines when `longLast`.
 */
const LONG = 'Cheque bounced: returned by the bank as the account was closed';
const statement = (lang: Lang, lines = 1, longLast = false): Statement => ({
  shopName: 'Shri Ganesh Prints',
  lang,
  customer: { name: lang === 'hi' ? 'श्री क्षितिज' : 'Asha', phone: '+91 98220 12121', gstin: null },
  from: '2026-04-01',
  to: '2026-09-30',
  broughtForward: '0',
  rows: Array.from({ length: lines }, (_, i): StatementRow => ({
    date: '2026-04-01',
    kind: 'payment',
    ref: `SGP-${i + 1} · ${longLast && i === lines - 1 ? LONG : 'UPI'}`,
    debit: '0',
    credit: '1',
    balance: `-${i + 1}`,
  })),
  closing: '-1500.50',
  ahead: { onJobs: '1000', credit: '500.50' },
  ageing: ['0', '0', '0', '0'],
});

/** Each page's text items: their text, where they start and end across the page, and where their baseline is up it. */
async function pagesOf(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const [, , width, height] = page.view as [number, number, number, number];
    const { items } = await page.getTextContent();
    const placed = items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [{ text: item.str, x: item.transform[4] as number, end: (item.transform[4] as number) + item.width, up: item.transform[5] as number }]
        : [],
    );
    pages.push({ width, height, placed, text: (await extractText(doc, { mergePages: false })).text[n - 1]!.replace(/\s+/g, ' ') });
  }
  return pages;
}

describe('the statement’s closing lines', () => {
  it('tell an advance on work not yet billed from credit, each whole on one line within the page, in English and Hindi', async () => {
    const expected: Record<Lang, string[]> = {
      en: ['Advance received for work not yet billed: ₹1,000', 'In your credit: ₹500.50'],
      hi: ['अग्रिम भुगतान (बिल अभी बनना है): ₹1,000', 'आपके खाते में जमा: ₹500.50'],
    };
    for (const lang of ['en', 'hi'] as const) {
      const [page, ...more] = await pagesOf(await renderStatement(statement(lang)));
      expect(more).toEqual([]);
      for (const line of expected[lang]) expect(page!.text).toContain(line);
      // Inside the margins, so a phone showing the page's width shows all of it.
      for (const item of page!.placed) {
        expect(item.x, item.text).toBeGreaterThanOrEqual(39);
        expect(item.end, item.text).toBeLessThanOrEqual(page!.width - 39);
      }
      // The two lines one under the other: advance first, credit below it, not run together.
      const up = (start: string) => page!.placed.find((i) => i.text.startsWith(start))!.up;
      const [advance, credit] = expected[lang].map((l) => up(l.slice(0, 6)));
      expect(advance! - credit!).toBeGreaterThan(13);
    }
  });

  it('stay together above the page’s number wherever the lines end, and every page is numbered', async () => {
    // 30 to 46 lines: all on one page; the due-by-age lines turned over; the closing lines turned over; the table turned over.
    for (let lines = 30; lines <= 46; lines++) {
      for (const longLast of [false, true]) {
        const pages = await pagesOf(await renderStatement(statement('en', lines, longLast)));
        expect(pages.at(-1)!.text).toContain('Due by age');
        pages.forEach((p, i) => expect(p.text, `${lines} lines, page ${i + 1}`).toContain(`Page ${i + 1}`));
        const holding = pages.filter((p) => p.text.includes('Advance received for work not yet billed: ₹1,000'));
        expect(holding, `${lines} lines`).toHaveLength(1);
        expect(holding[0]!.text).toContain('In your credit: ₹500.50');
        const number = holding[0]!.placed.find((i) => i.text.startsWith('Page'))!.up;
        for (const item of holding[0]!.placed.filter((i) => i.text.startsWith('In your credit'))) expect(item.up).toBeGreaterThan(number + 8);
      }
    }
  });
});
