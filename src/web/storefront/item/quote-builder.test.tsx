import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { QUOTE_TEXT_MAX } from '../../../contract/quotes.ts';
import { WEDDING_SELLING } from '../../../contract/selling-samples.ts';
import { listing } from '../../test-support/listing-samples.ts';
import { renderWithApp, stubFetch } from '../../test-support/render.tsx';
import { QuoteBuilder } from './quote-builder.tsx';
import { PREVIEW_DELAY_MS, previewPath } from './quote-preview.tsx';
import { QUOTE_SEND_FAILED, QUOTE_TEXT_LIMIT } from './quote-send.ts';

/** A wedding card as the shop sells it: ₹20 (₹18 discounted), 100 at least, two price breaks, paper and foil, one zone. */
const card = (over: Partial<Listing> = {}) =>
  listing(1, {
    price: '20',
    discountPrice: '18',
    moq: 100,
    ...WEDDING_SELLING,
    ...over,
  });

const plain = (over: Partial<Listing> = {}) => listing(2, { priceTiers: [], options: [], fields: [], ...over });

const renderBuilder = (item: Listing) => renderWithApp(<QuoteBuilder listing={item} />);
const estimate = () => document.getElementById('quote-estimate')!;
const preview = () => screen.getByRole('img', { name: 'Preview of your card' });

/** Images "load" at once: happy-dom fetches none. */
function stubImages() {
  const loaded: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      set src(url: string) {
        loaded.push(url);
        queueMicrotask(() => this.onload?.());
      }
    },
  );
  return loaded;
}

afterEach(() => vi.useRealTimers());

describe('QuoteBuilder', () => {
  it('starts at the minimum order and the first choices, and explains the estimate', () => {
    renderBuilder(card());
    expect(screen.getByLabelText('Quantity')).toHaveValue('100');
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('inputmode', 'numeric');
    expect(estimate()).toHaveTextContent('100 × ₹18 = ₹1,800');
    expect(estimate()).toHaveAttribute('aria-live', 'polite');
    expect(
      within(screen.getByRole('list', { name: 'Price per piece by quantity' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['250+ ₹10.50', '· 500+ ₹8.75']);
  });

  it('prices 300 with gold foil by the tier and the surcharge', async () => {
    const user = userEvent.setup();
    renderBuilder(card());
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '300');
    const foil = screen.getByRole('group', { name: 'Foil' });
    expect(within(foil).getByRole('radio', { name: 'None' })).toBeChecked();
    await user.click(within(foil).getByRole('radio', { name: 'Gold +₹6' }));
    expect(estimate()).toHaveTextContent('300 × ₹16.50 = ₹4,950');
    await user.click(within(screen.getByRole('group', { name: 'Paper' })).getByRole('radio', { name: 'Handmade +₹4' }));
    expect(estimate()).toHaveTextContent('300 × ₹20.50 = ₹6,150');
  });

  it('reads a quantity typed in Devanagari digits (issue 28)', async () => {
    const user = userEvent.setup();
    renderBuilder(card());
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '३००');
    expect(estimate()).toHaveTextContent('300 × ₹10.50 = ₹3,150');
  });

  it('says the minimum order below it, and what a quantity is for anything else', async () => {
    const user = userEvent.setup();
    renderBuilder(card());
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '99');
    expect(quantity).toHaveAccessibleDescription('Minimum order is 100 pieces.');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(estimate()).toHaveTextContent('');
    await user.clear(quantity);
    await user.type(quantity, 'ten');
    expect(quantity).toHaveAccessibleDescription('Quantity must be a whole number up to 10,00,000.');
  });

  it('shows no tiers, options or texts for an item without them, and still prices it', () => {
    renderBuilder(plain({ price: '40', moq: 1 }));
    expect(screen.queryByRole('list', { name: 'Price per piece by quantity' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Preview of your card' })).toBeNull();
    expect(estimate()).toHaveTextContent('1 × ₹40 = ₹40');
  });

  it('asks for a new preview once typing pauses, keeping the shown one until it has loaded', async () => {
    const loaded = stubImages();
    vi.useFakeTimers();
    const item = card();
    renderBuilder(item);
    const first = previewPath(item, {});
    expect(preview()).toHaveAttribute('src', first);
    expect(preview()).toHaveAttribute('width', '640');
    expect(preview()).toHaveAttribute('height', '640');
    const names = screen.getByLabelText('Names');
    expect(names).toHaveAttribute('maxlength', String(QUOTE_TEXT_LIMIT));
    expect(names).not.toHaveAttribute('lang');
    fireEvent.change(names, { target: { value: 'राहुल' } });
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS / 2));
    fireEvent.change(names, { target: { value: 'राहुल ❤ प्रिया' } });
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS - 1));
    expect(loaded).toEqual([]);
    expect(preview()).toHaveAttribute('src', first);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const src = new URL(preview().getAttribute('src')!, 'http://x');
    expect(src.pathname).toBe(`/api/listings/${item._id}/preview`);
    expect(src.searchParams.get('names')).toBe('राहुल ❤ प्रिया');
    expect(loaded).toHaveLength(1);
  });

  it('sends the order and the person, then links the saved quote and WhatsApp', async () => {
    const user = userEvent.setup();
    const created = {
      token: 'a'.repeat(32),
      url: `/quote/${'a'.repeat(32)}`,
      estimate: { perPiece: '16.50', total: '4950' },
      whatsappUrl: 'https://wa.me/919800000001?text=Quantity%3A%20300',
    };
    const fetch = stubFetch(201, created);
    const item = card();
    renderBuilder(item);
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '300');
    await user.click(screen.getByRole('radio', { name: 'Gold +₹6' }));
    fireEvent.change(screen.getByLabelText('Names'), { target: { value: 'राहुल ❤ प्रिया' } });
    await user.type(screen.getByLabelText('Your name'), 'Priya');
    await user.type(screen.getByLabelText('Phone'), '+91 98220 12345');
    expect(screen.getByLabelText('Your name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('autocomplete', 'tel');
    await user.click(screen.getByRole('button', { name: 'Request quote' }));

    expect(await screen.findByText('Your quote is saved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your quote' })).toHaveAttribute('href', created.url);
    const whatsapp = screen.getByRole('link', { name: 'Send on WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', created.whatsappUrl);
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp.getAttribute('rel')).toMatch(/noopener/);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/quotes');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      listingId: item._id,
      quantity: 300,
      choices: { Paper: 'Glossy', Foil: 'Gold' },
      texts: { names: 'राहुल ❤ प्रिया' },
      name: 'Priya',
      phone: '+91 98220 12345',
      website: '',
      lang: 'en',
    });
  });

  it.each([
    [400, { message: 'Please enter a valid phone number.' }, 'Please enter a valid phone number.'],
    [429, { message: 'Too many quote requests. Please try again later.' }, 'Too many quote requests. Please try again later.'],
    [500, { message: 'Internal Server Error' }, QUOTE_SEND_FAILED],
  ])('shows what went wrong (%i)', async (status, body, text) => {
    const user = userEvent.setup();
    stubFetch(status, body);
    renderBuilder(plain());
    await user.type(screen.getByLabelText('Your name'), 'Priya');
    await user.type(screen.getByLabelText('Phone'), '12');
    await user.click(screen.getByRole('button', { name: 'Request quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText('Your quote is saved.')).toBeNull();
  });

  it('does not send an order it cannot price', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(201, {});
    renderBuilder(card());
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '5');
    await user.type(screen.getByLabelText('Your name'), 'Priya');
    await user.type(screen.getByLabelText('Phone'), '9822012345');
    await user.click(screen.getByRole('button', { name: 'Request quote' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum order is 100 pieces.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders on the server with its first estimate and preview', () => {
    const item = card();
    const html = renderToString(
      <MemoryRouter>
        <QuoteBuilder listing={item} />
      </MemoryRouter>,
    );
    expect(html).toContain('100 × ₹18 = ₹1,800');
    expect(html).toContain(`src="${previewPath(item, {})}"`);
    expect(html).toContain('Request quote');
  });

  it('limits a text as the server does', () => {
    expect(QUOTE_TEXT_LIMIT).toBe(QUOTE_TEXT_MAX);
  });
});
