import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { toPaise } from '../../../contract/money.ts';
import { renderInvoicePdf, type InvoiceModel } from './invoice-pdf.ts';

const model = (over: Partial<InvoiceModel> = {}): InvoiceModel => ({
  mode: 'regular',
  shop: {
    name: 'Shri Ganesh Prints',
    legalName: 'Shri Ganesh Printers LLP',
    address: '12 Station Road, Pune 411001',
    state: 'Maharashtra',
    gstin: '27AAPFU0939F1ZV',
    phone: '98765 43210',
  },
  number: 'INV/26-27/0042',
  date: new Date('2027-03-31T20:00:00Z'), // 1 April 2027, 01:30 in India
  customer: { name: 'श्री क्षितिज शर्मा', phone: '91234 56789', address: 'फ्लैट 4, कृष्णा सोसाइटी, नासिक', state: '27' },
  lines: [
    { description: 'Wedding card — सिद्धार्थ & प्रियंका', hsn: '4909', quantity: 300, unitPaise: toPaise('24.50'), gstRate: '18' },
    { description: 'Envelope', hsn: '4817', quantity: 300, unitPaise: toPaise('3.25'), gstRate: '12' },
  ],
  advanceReceivedPaise: toPaise('4000'),
  ...over,
});

/** The PDF's text as a reader extracts it (pdf.js, Firefox's viewer), lines joined: a long line may wrap anywhere. */
async function textOf(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe('the bill as a PDF', () => {
  it('renders a tax invoice within the state as real text, and says how long the first one took', async () => {
    const started = performance.now();
    const pdf = await renderInvoicePdf(model());
    const ms = performance.now() - started;
    console.info(`first bill rendered in ${ms.toFixed(0)} ms, ${pdf.length} bytes`);
    // The budget (500 ms on an idle machine) belongs in npm run bench: this machine is shared by several
    // builds at once (it took 3.5 s once under a load of 14), so this only catches a render gone pathological.
    expect(ms).toBeLessThan(10_000);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const expected of [
      'Tax Invoice',
      'No. INV/26-27/0042',
      'Date: 1 Apr 2027',
      'GSTIN: 27AAPFU0939F1ZV',
      'Shri Ganesh Printers LLP',
      'Reverse charge: No',
      'Maharashtra (27)',
      'श्री क्षितिज शर्मा',
      'CGST @ 9%',
      'SGST @ 9%',
      'CGST @ 6%',
      'SGST @ 6%',
      // 300 × 24.50 = 7,350 (tax 1,323.00); 300 × 3.25 = 975 (tax 117.00); total 9,765.
      '₹7,350.00',
      '₹975.00',
      '₹8,325.00',
      '₹661.50',
      '₹58.50',
      '₹9,765.00',
      '₹4,000.00',
      '₹5,765.00',
      'Rupees Nine Thousand Seven Hundred Sixty-Five Only',
      'Balance due',
      'Authorised signatory',
      // The unit column (issue 28): lines without one count in numbers.
      'Unit',
      '300 NOS ₹24.50',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('VOID');
  });

  it('copies Devanagari in the typed order: conjuncts, reph, the vowel sign ि drawn before its consonant', async () => {
    const names = ['श्री क्षितिज शर्मा', 'कार्तिकेय द्विवेदी', 'त्र्यंबक अर्जुन', 'श्रृंखला ठाकुर', 'कुँवर पुष्पा'];
    const text = await textOf(await renderInvoicePdf(model({ customer: { name: names.join(' '), state: '27' } })));
    for (const name of names) expect(text).toContain(name);
  });

  it('prints each line’s unit (UQC) in its own column', async () => {
    const lines = model().lines.map((line, i) => ({ ...line, uqc: i === 0 ? 'SET' : 'PAC' }));
    const text = await textOf(await renderInvoicePdf(model({ lines })));
    expect(text).toContain('300 SET ₹24.50');
    expect(text).toContain('300 PAC ₹3.25');
    expect(text).not.toContain('NOS');
  });

  it('across states (here read from the customer’s GSTIN): IGST at the full rate and the customer’s state as place of supply', async () => {
    const text = await textOf(await renderInvoicePdf(model({ customer: { name: 'Acme Trophies', gstin: '29AABCU9603R1ZJ', address: 'Bengaluru' } })));
    expect(text).toContain('Karnataka (29)');
    expect(text).toContain('GSTIN: 29AABCU9603R1ZJ');
    expect(text).toContain('IGST @ 18%');
    expect(text).toContain('₹1,323.00');
    expect(text).toContain('IGST @ 12%');
    expect(text).not.toContain('CGST');
  });

  it('composition: a bill of supply with its line and no tax; none: a plain bill', async () => {
    const supply = await textOf(await renderInvoicePdf(model({ mode: 'composition' })));
    expect(supply).toContain('Bill of Supply');
    expect(supply).toContain('composition taxable person, not eligible to collect tax on supplies');
    expect(supply).not.toMatch(/GST @|Tax Invoice|Reverse charge/);
    expect(supply).toContain('Rupees Eight Thousand Three Hundred Twenty-Five Only');
    const plain = await textOf(await renderInvoicePdf(model({ mode: 'none', shop: { name: 'Shri Ganesh Prints', address: 'Pune', state: '27' } })));
    expect(plain).toMatch(/^Shri Ganesh Prints/);
    expect(plain).toContain(' Bill No. INV/26-27/0042');
    expect(plain).not.toMatch(/GST|Tax Invoice|Bill of Supply/);
  });

  it('a voided bill keeps its number and says VOID on every page', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({ description: `ID card ${i + 1}`, hsn: '4911', quantity: 1, unitPaise: 5000n, gstRate: '18' }));
    const pdf = await renderInvoicePdf(model({ void: true, lines }));
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    expect(doc.numPages).toBe(2);
    const pages = (await extractText(doc)).text;
    for (const page of pages) expect(page).toContain('VOID');
    expect(pages[0]).toContain('Tax Invoice — VOID');
    expect(pages[0]).toContain('No. INV/26-27/0042');
    expect(pages[1]).toContain('Tax Invoice INV/26-27/0042 (continued)');
    expect(pages[1]).toContain('Unit price');
    expect(pages.join('\n')).toContain('ID card 60');
    expect(pages.join('\n')).toContain('₹3,540.00');
  });

  it('draws the shop’s logo', async () => {
    const logo = await sharp({ create: { width: 120, height: 60, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const withLogo = await renderInvoicePdf(model({ shop: { ...model().shop, logoPng: logo } }));
    expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
    expect((await textOf(withLogo)).startsWith('Shri Ganesh Prints')).toBe(true);
  });

  it('prints what a hostile or careless customer types without failing, and copies it as typed', async () => {
    const names = ['x'.repeat(400), 'क्षि'.repeat(80), 'Ravi 😀 مرحبا', 'a\u200db\u200cc', '<script>alert(1)</script> %PDF ) ( \\ %%EOF', 'ि'];
    for (const name of names) {
      const text = await textOf(
        await renderInvoicePdf(model({ customer: { name, state: '27' }, lines: [{ description: name, quantity: 1, unitPaise: 100n, gstRate: '5' }] })),
      );
      expect(text).toContain('Rupees One and Five Paise Only');
      // A word longer than its column is cut by pdfkit wherever it must (within a cluster, which then shows ◌).
      // A lone vowel sign is drawn on a dotted circle, and still copies as typed.
      // Emoji and Arabic are not in the shop's font: they print as boxes, the rest as typed (readers drop joiners).
      if (name.length < 100) expect(text).toContain(name.startsWith('Ravi') ? 'Ravi' : name.replace(/\u200d|\u200c/g, ''));
    }
  });

  it('refuses what cannot be billed, with the reason', async () => {
    await expect(renderInvoicePdf(model({ lines: [{ description: 'Card', quantity: 1, unitPaise: 100n, gstRate: null }] }))).rejects.toThrow(
      'Card: no GST rate is set.',
    );
    await expect(renderInvoicePdf(model({ customer: { name: 'X', state: 'Atlantis' } }))).rejects.toThrow('Unknown state "Atlantis" for the customer.');
    await expect(renderInvoicePdf(model({ shop: { ...model().shop, gstin: null } }))).rejects.toThrow('A tax invoice needs the shop’s GSTIN');
  });
});
