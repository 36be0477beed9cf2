import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { WEDDING_SELLING } from '../../../contract/selling-samples.ts';
import { listingQuery } from '../lib/listing-query.ts';
import { siteConfigQuery } from '../lib/queries.ts';
import { listing } from '../../test-support/listing-samples.ts';
import { renderWithApp, stubFetch, stubPendingFetch } from '../../test-support/render.tsx';
import { site } from '../../test-support/samples.ts';
import ItemPage from './item-page.tsx';

// The Hindi build: every text of the page comes from hi.ts.
vi.mock('../i18n/messages.ts', () => import('../i18n/hi.ts'));

/** A wedding card: ₹18 (discounted from ₹20), 100 at least, paper and foil, a names zone. */
const card = (over: Partial<Listing> = {}) => listing(1, { price: '20', discountPrice: '18', moq: 100, ...WEDDING_SELLING, ...over });

function renderItem(item: Listing) {
  return renderWithApp(
    <Routes>
      <Route path="list/:itemId" element={<ItemPage />} />
    </Routes>,
    {
      path: `/list/${item._id}`,
      data: [
        [siteConfigQuery, site],
        [listingQuery(item._id), item],
      ],
    },
  );
}

/** Types the person and asks for the quote. */
async function requestQuote(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('आपका नाम'), 'प्रिया <script>');
  await user.type(screen.getByLabelText('फ़ोन नंबर'), '+91 98220 12345');
  await user.click(screen.getByRole('button', { name: 'कोटेशन भेजें' }));
}

describe('the item page in Hindi', () => {
  it("shows the page's words in Hindi and the owner's English title, options and zones marked English", () => {
    stubPendingFetch();
    renderItem(card({ title: 'Royal wedding card', description: '' }));
    const title = screen.getByRole('heading', { level: 1, name: 'Royal wedding card' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('navigation', { name: 'आप यहाँ हैं' })).toBeInTheDocument();
    expect(screen.getByText(/कम से कम ऑर्डर:/)).toHaveTextContent('कम से कम ऑर्डर: 100');
    expect(screen.getByRole('heading', { name: 'विवरण' })).toBeInTheDocument();
    expect(screen.getByText('इस डिज़ाइन का विवरण अभी नहीं लिखा गया है।')).not.toHaveAttribute('lang');
    const builder = screen.getByRole('region', { name: 'अपने ऑर्डर का दाम जानें' });
    expect(within(builder).getByRole('textbox', { name: 'कितने पीस' })).toHaveValue('100');
    expect(within(builder).getByText('100 × ₹18 = ₹1,800')).toBeInTheDocument();
    expect(within(builder).getByRole('group', { name: 'Foil' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Names')).toHaveAttribute('lang', 'en');
    expect(within(builder).getByRole('heading', { name: 'कोटेशन माँगें' })).toBeInTheDocument();
  });

  it("shows the owner's Hindi title and description when there are ones", () => {
    stubPendingFetch();
    const item = { ...card({ title: 'Royal wedding card' }), translations: { hi: { title: 'शाही शादी कार्ड', description: 'दोनों तरफ़ सुनहरी छपाई' } } };
    renderItem(item);
    expect(screen.getByRole('heading', { level: 1, name: 'शाही शादी कार्ड' })).not.toHaveAttribute('lang');
    expect(screen.getByText('दोनों तरफ़ सुनहरी छपाई')).not.toHaveAttribute('lang');
    expect(document.title).toBe(`शाही शादी कार्ड | ${site.name}`);
  });

  it("shows the owner's Hindi names of options, choices and zones, English ones marked English where there is none (issue 28)", async () => {
    stubPendingFetch();
    const user = userEvent.setup();
    const [paper, foil] = WEDDING_SELLING.options;
    const options = [
      {
        ...paper!,
        translations: { hi: { name: 'कागज़' } },
        choices: [{ ...paper!.choices[0]!, translations: { hi: { label: 'चमकदार <b>&"' } } }, paper!.choices[1]!],
      },
      { ...foil!, choices: [foil!.choices[0]!, { ...foil!.choices[1]!, translations: { hi: { label: 'सुनहरा' } } }] },
    ];
    const fields = [{ ...WEDDING_SELLING.fields[0]!, translations: { hi: { label: 'दूल्हा-दुल्हन के नाम' } } }];
    renderItem(card({ options, fields }));
    const builder = screen.getByRole('region', { name: 'अपने ऑर्डर का दाम जानें' });
    const paperGroup = within(builder).getByRole('group', { name: 'कागज़' });
    expect(paperGroup).not.toHaveAttribute('lang');
    expect(within(paperGroup).getByRole('radio', { name: 'चमकदार <b>&"' })).toBeChecked();
    expect(within(paperGroup).getByText('Handmade +₹4')).toHaveAttribute('lang', 'en');
    const foilGroup = within(builder).getByRole('group', { name: 'Foil' });
    expect(foilGroup).toHaveAttribute('lang', 'en');
    expect(within(foilGroup).getByText('सुनहरा +₹6')).toHaveAttribute('lang', 'hi');
    expect(within(builder).getByRole('textbox', { name: 'दूल्हा-दुल्हन के नाम' })).toBeInTheDocument();
    // The English names stay what is chosen: the estimate prices Gold.
    await user.click(within(foilGroup).getByRole('radio', { name: 'सुनहरा +₹6' }));
    expect(within(builder).getByText('100 × ₹24 = ₹2,400')).toBeInTheDocument();
  });

  it('asks on WhatsApp in Hindi, naming the item by its Hindi title, with a link to the Hindi page', () => {
    stubPendingFetch();
    const item = { ...card({ title: 'Royal wedding card' }), translations: { hi: { title: 'शाही <b>&" कार्ड' } } };
    renderItem(item);
    const text = new URL(screen.getByRole('link', { name: 'WhatsApp पर पूछें' }).getAttribute('href')!).searchParams.get('text')!;
    expect(text.split('\n')).toEqual([
      'नमस्ते, मुझे इस आइटम के बारे में जानकारी चाहिए:',
      'शाही <b>&" कार्ड',
      'कीमत: ₹18',
      'मात्रा: 100',
      `${window.location.origin}/hi/list/${item._id}`,
    ]);
  });

  it('asks on WhatsApp with a link to the Hindi page', () => {
    stubPendingFetch();
    const item = card();
    renderItem(item);
    const link = screen.getByRole('link', { name: 'WhatsApp पर पूछें' });
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toContain(`${window.location.origin}/hi/list/${item._id}`);
  });

  it('says in Hindi what is wrong with the quantity', async () => {
    stubPendingFetch();
    const user = userEvent.setup();
    renderItem(card());
    const quantity = screen.getByLabelText('कितने पीस');
    await user.clear(quantity);
    await user.type(quantity, '99');
    expect(quantity).toHaveAccessibleDescription('कम से कम 100 पीस का ऑर्डर लिया जाता है।');
    await user.clear(quantity);
    await user.type(quantity, 'दस');
    expect(quantity).toHaveAccessibleDescription('संख्या 1 से 10,00,000 तक का पूरा अंक लिखें।');
  });

  it("sends the quote with the page's language and says in Hindi that it is saved", async () => {
    const user = userEvent.setup();
    const token = 'a'.repeat(32);
    const fetch = stubFetch(201, {
      token,
      url: `/quote/${token}`,
      estimate: { perPiece: '18', total: '1800' },
      whatsappUrl: 'https://wa.me/919800000001?text=x',
    });
    renderItem(card());
    await requestQuote(user);
    expect(await screen.findByText('आपका कोटेशन सहेज लिया गया है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अपना कोटेशन देखें' })).toHaveAttribute('href', `/quote/${token}`);
    expect(screen.getByRole('link', { name: 'WhatsApp पर भेजें' })).toHaveAttribute('href', 'https://wa.me/919800000001?text=x');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({ lang: 'hi', name: 'प्रिया <script>' });
  });

  it.each([
    [400, 'Please enter a valid phone number.', 'कृपया अपना नाम और सही फ़ोन नंबर (7 से 15 अंक) लिखें, फिर भेजें।'],
    [429, 'Too many quote requests. Please try again later.', 'बहुत सारे अनुरोध आए हैं। कृपया कुछ देर बाद फिर कोशिश करें।'],
    [500, 'Internal Server Error', 'आपका कोटेशन नहीं भेजा जा सका। कृपया इंटरनेट कनेक्शन जाँचकर फिर कोशिश करें।'],
    [418, 'I am a teapot', 'I am a teapot'],
  ])("says in Hindi why a quote was not sent (%i), the server's words only for what the page does not know", async (status, message, text) => {
    const user = userEvent.setup();
    stubFetch(status, { message });
    renderItem(card());
    await requestQuote(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('says in Hindi that an unknown item is not found', async () => {
    stubFetch(404, { message: 'Listing not found' });
    renderWithApp(
      <Routes>
        <Route path="list/:itemId" element={<ItemPage />} />
      </Routes>,
      { path: '/list/00000000-0000-4000-8000-000000000000', data: [[siteConfigQuery, site]] },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'यह आइटम नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByText('यह आइटम मौजूद नहीं है या हटा दिया गया है।')).toBeInTheDocument();
  });
});
