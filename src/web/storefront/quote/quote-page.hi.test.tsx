import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PublicQuote } from '../../../contract/quotes.ts';
import { stubFetch, stubPendingFetch } from '../../test-support/render.tsx';
import { site } from '../../test-support/samples.ts';
import { headContext, inHindi, renderQuotePage } from './quote-page-testing.tsx';
import { head } from './quote.server.ts';

/** The quote page in Hindi: what it shows, the advance asked for, files, the bill, a quote not found. Proofs: quote-page-proofs.hi.test.tsx. */

// The Hindi build: every text of the page comes from hi.ts.
vi.mock('../i18n/messages.ts', () => import('../i18n/hi.ts'));

const TOKEN = 'd'.repeat(32);
const { sample, priced } = inHindi(TOKEN);
const renderQuote = (quote: PublicQuote | null, token = TOKEN) => renderQuotePage(token, quote);
const payment = {
  total: '4500',
  advanceDue: '2250',
  paid: '0',
  balance: '4500',
  dueNow: '2250',
  asking: 'advance' as const,
  upiLink: 'upi://pay?pa=shop@okaxis&am=2250.00&cu=INR',
  claim: null,
};

describe('the quote page in Hindi', () => {
  it("shows the rows, the stage and the timeline in Hindi with Hindi dates (IST), the owner's English names marked English", () => {
    stubPendingFetch();
    renderQuote(
      sample({
        timeline: [
          { stage: 'new', at: '2027-02-12T05:35:00.000Z' },
          { stage: 'on_hold', at: '2027-02-13T15:35:00.000Z', note: 'कागज़ का इंतज़ार' },
        ],
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'आपका कोटेशन' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Royal wedding card' }).parentElement).toHaveAttribute('lang', 'en');
    const rows = [...document.querySelectorAll('dl > div')];
    expect(rows.map((row) => row.textContent)).toEqual(['स्थिति:नया', 'कितने पीस:300', 'Foil:Gold', 'Names:राहुल ❤ प्रिया', 'अनुमान:300 × ₹16.50 = ₹4,950']);
    expect(rows[2]).toHaveAttribute('lang', 'en');
    expect(rows[3]!.querySelector('dt')).toHaveAttribute('lang', 'en');
    expect(rows[3]!.querySelector('dd')).not.toHaveAttribute('lang');
    expect(screen.getByText('दुकान जल्द ही अंतिम दाम बताएगी।')).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'अब तक क्या हुआ' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('नया 12 फ़रवरी 2027 को 11:05 बजे');
    expect(steps[1]).toHaveTextContent('रुका हुआ 13 फ़रवरी 2027 को 21:05 बजे');
    expect(timeline.textContent).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('says the steps the server noted in Hindi, and keeps what the owner typed', () => {
    stubPendingFetch();
    const at = '2027-02-12T05:35:00.000Z';
    const timeline: PublicQuote['timeline'] = [
      { stage: 'proof_sent', at, note: 'Proof 2' },
      { stage: 'approved', at, note: 'Proof 2 approved' },
      { stage: 'on_hold', at, note: 'Paper <b>late</b>' },
      { stage: 'dispatched', at, note: 'Courier: Blue Dart · Tracking no.: 90817263' },
    ];
    renderQuote(sample({ stage: 'dispatched', timeline }));
    const notes = within(screen.getByRole('region', { name: 'अब तक क्या हुआ' })).getAllByRole('paragraph');
    expect(notes.map((p) => p.textContent)).toEqual(['प्रूफ़ 2', 'प्रूफ़ 2 मंज़ूर', 'Paper <b>late</b>', 'कूरियर: Blue Dart · ट्रैकिंग नंबर: 90817263']);
  });

  it("shows the owner's Hindi title of the item when there is one", () => {
    stubPendingFetch();
    renderQuote({ ...sample(), translations: { hi: { title: 'शाही शादी कार्ड' } } } as PublicQuote);
    expect(screen.getByRole('link', { name: 'शाही शादी कार्ड' }).parentElement).not.toHaveAttribute('lang');
  });

  it("names the chosen options and zones by the listing's Hindi names where it has them (issue 28)", () => {
    stubPendingFetch();
    const translations = { hi: { choices: { Paper: { name: 'कागज़', label: 'हाथ का बना <b>&"' }, Foil: { label: 'सुनहरा' } }, texts: { names: 'दोनों के नाम' } } };
    renderQuote(sample({ choices: { Paper: 'Handmade', Foil: 'Gold' }, translations }));
    const rows = [...document.querySelectorAll('dl > div')];
    expect(rows.map((row) => row.textContent).slice(2, 5)).toEqual(['कागज़:हाथ का बना <b>&"', 'Foil:सुनहरा', 'दोनों के नाम:राहुल ❤ प्रिया']);
    expect(rows.slice(2, 5).map((row) => row.getAttribute('lang'))).toEqual([null, null, null]);
    expect(rows[3]!.querySelector('dt')).toHaveAttribute('lang', 'en');
    expect(rows[3]!.querySelector('dd')).not.toHaveAttribute('lang');
    expect(rows[4]!.querySelector('dt')).not.toHaveAttribute('lang');
  });

  it('asks for the advance in Hindi and checks the UTR in Hindi', async () => {
    const user = userEvent.setup();
    const claimed = { ...payment, claim: { utr: '123456789012', at: '2026-11-23T07:00:00.000Z' } };
    const fetch = stubFetch(200, { message: 'Thank you — the shop will confirm', quote: priced({ stage: 'approved', payment: claimed }) });
    renderQuote(priced({ stage: 'approved', payment }));
    const box = screen.getByRole('region', { name: 'भुगतान' });
    expect(box).toHaveTextContent('कुल₹4,500एडवांस₹2,250चुकाया₹0बाक़ी₹4,500एडवांस ₹2,250 चुकाएँ');
    expect(screen.getByRole('img', { name: '₹2,250 चुकाने के लिए UPI QR कोड' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'UPI ऐप खोलें' })).toHaveAttribute('href', payment.upiLink);
    const utr = screen.getByLabelText('UTR (आपके UPI ऐप में दिखने वाला 12 अंकों का नंबर)');
    await user.type(utr, '12345');
    await user.click(screen.getByRole('button', { name: 'मैंने भुगतान कर दिया' }));
    expect(within(box).getByRole('alert')).toHaveTextContent('UTR वह 12 अंकों का नंबर है जो भुगतान के बाद आपका UPI ऐप दिखाता है।');
    expect(fetch).not.toHaveBeenCalled();
    await user.type(utr, '6789012');
    await user.click(screen.getByRole('button', { name: 'मैंने भुगतान कर दिया' }));
    expect(await within(box).findByText('धन्यवाद — दुकान पुष्टि करेगी')).toBeInTheDocument();
    expect(within(box).getByText('आपने दुकान को बताया कि भुगतान हो गया है (UTR 123456789012)। दुकान पुष्टि करेगी।')).toBeInTheDocument();
  });

  it('takes a UTR typed in Devanagari digits and sends its ASCII digits (issue 28)', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(200, { message: 'Thank you — the shop will confirm', quote: priced({ stage: 'approved', payment }) });
    renderQuote(priced({ stage: 'approved', payment }));
    await user.type(screen.getByLabelText(/^UTR/), '६३४५१२३४९८७६');
    await user.click(screen.getByRole('button', { name: 'मैंने भुगतान कर दिया' }));
    expect(await screen.findByText('धन्यवाद — दुकान पुष्टि करेगी')).toBeInTheDocument();
    expect(JSON.parse(String((fetch.mock.calls[0]![1] as RequestInit).body))).toEqual({ utr: '634512349876' });
  });

  it('says in Hindi why a UTR was refused (409)', async () => {
    const user = userEvent.setup();
    stubFetch(409, { message: 'The shop has not answered this quote yet.' });
    renderQuote(priced({ stage: 'approved', payment }));
    await user.type(screen.getByLabelText(/^UTR/), '634512349876');
    await user.click(screen.getByRole('button', { name: 'मैंने भुगतान कर दिया' }));
    expect(await screen.findByText('इस कोटेशन पर अभी भुगतान नहीं लिया जा रहा है।')).toHaveAttribute('role', 'alert');
  });

  it('says in Hindi that a file is too large (413)', async () => {
    const user = userEvent.setup();
    stubFetch(413, { message: 'Each file must be at most 10 MB.' });
    renderQuote(sample());
    expect(screen.getByRole('heading', { name: 'आपकी फ़ोटो और लोगो' })).toBeInTheDocument();
    await user.upload(screen.getByLabelText('फ़ोटो जोड़ें'), new File([new Uint8Array([0xff, 0xd8, 0xff])], 'photo.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('हर फ़ाइल ज़्यादा से ज़्यादा 10 MB की हो सकती है।')).toHaveAttribute('role', 'alert');
  });

  it('offers the bill in Hindi', () => {
    stubPendingFetch();
    renderQuote(priced({ invoice: { number: 'SGP/26-27/7', url: `/api/quotes/${TOKEN}/invoice.pdf`, void: false } as PublicQuote['invoice'] }));
    expect(screen.getByRole('link', { name: 'बिल डाउनलोड करें — बिल SGP/26-27/7 (PDF)' })).toBeInTheDocument();
  });

  it('says in Hindi that a quote is not found, and titles the page in Hindi', async () => {
    stubFetch(404, { message: 'Quote not found' });
    renderQuote(null, 'c'.repeat(32));
    expect(await screen.findByRole('heading', { level: 1, name: 'कोटेशन नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByText('यह कोटेशन मौजूद नहीं है। कृपया आपको भेजा गया लिंक जाँचें।')).toBeInTheDocument();
    expect(head(headContext(TOKEN, sample()))).toEqual({ title: `आपका कोटेशन | ${site.name}`, noindex: true });
  });
});
