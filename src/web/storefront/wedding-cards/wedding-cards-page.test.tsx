import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { categoriesQuery, siteConfigQuery } from '../lib/queries.ts';
import { contextMenuRefused } from '../../test-support/events.ts';
import { image, listing, wedding } from '../../test-support/listing-samples.ts';
import { renderWithApp, stubFetch, stubPendingFetch } from '../../test-support/render.tsx';
import { category, site } from '../../test-support/samples.ts';
import WeddingCardsPage, { PAGE_SIZE } from './wedding-cards-page.tsx';
import { catalogueQuery } from './wedding-cards-queries.ts';

const trophies = category('Trophies', 2);
const card = (n: number, title: string, price: string, extra: Partial<Listing> = {}): Listing =>
  listing(n, { title, price, createdAt: `2025-01-0${n}T00:00:00.000Z`, ...extra });
// The API's order: newest first.
const cards = [
  card(4, 'Royal Red Scroll', '1200', { discountPrice: '999', images: [image(4), image(5), image(6)] }),
  card(3, 'Golden Mandala', '1000.50'),
  card(2, 'Silver Trophy', '999.99', { category_uuid: trophies.category_uuid, categoryName: trophies.name }),
  card(1, 'Simple Red Invite', '25'),
];
const data = (listings = cards): [typeof catalogueQuery | typeof categoriesQuery | typeof siteConfigQuery, unknown][] => [
  [catalogueQuery, listings],
  [categoriesQuery, [wedding, trophies]],
  [siteConfigQuery, site],
];
const titles = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)
    .filter((t) => t !== 'Stay updated');

// A finished search sends a count beacon (search-count.test.tsx checks them): none leaves these tests.
beforeEach(() => vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => true }));
afterEach(() => localStorage.clear());

describe('Wedding Cards page', () => {
  it('shows the hero and every card: image, title linking to the item, price (a lower discount strikes the price)', () => {
    renderWithApp(<WeddingCardsPage />, { data: data() });
    expect(screen.getByRole('heading', { level: 1, name: 'Elegant Wedding Cards' })).toBeInTheDocument();
    expect(screen.getByText('Discover & customize premium designs for your big day.')).toBeInTheDocument();
    expect(titles()).toEqual(['Royal Red Scroll', 'Golden Mandala', 'Silver Trophy', 'Simple Red Invite']);
    expect(screen.getByRole('link', { name: 'Royal Red Scroll' })).toHaveAttribute('href', `/list/${cards[0]!._id}`);
    const royal = screen.getByRole('link', { name: 'Royal Red Scroll' }).closest('article')!;
    expect(royal).toHaveTextContent('₹999');
    expect(royal.querySelector('s')).toHaveTextContent('₹1,200');
    expect(screen.getByRole('link', { name: 'Golden Mandala' }).closest('article')).toHaveTextContent('₹1,000.50');
  });

  it('searches titles, any case, and says "No cards found." when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithApp(<WeddingCardsPage />, { data: data() });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'RED');
    expect(titles()).toEqual(['Royal Red Scroll', 'Simple Red Invite']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'no such card');
    expect(screen.getByText('No cards found.')).toBeInTheDocument();
  });

  it('sorts by the price shown, exactly, and remembers the choice in localStorage sortBy', async () => {
    const user = userEvent.setup();
    renderWithApp(<WeddingCardsPage />, { data: data() });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    expect(titles()).toEqual(['Simple Red Invite', 'Royal Red Scroll', 'Silver Trophy', 'Golden Mandala']);
    expect(localStorage.getItem('sortBy')).toBe('price-asc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-desc');
    expect(titles()).toEqual(['Golden Mandala', 'Silver Trophy', 'Royal Red Scroll', 'Simple Red Invite']);
  });

  it('starts with the stored sort', () => {
    localStorage.setItem('sortBy', 'price-asc');
    renderWithApp(<WeddingCardsPage />, { data: data() });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
    expect(titles()[0]).toBe('Simple Red Invite');
  });

  it('filters by category', async () => {
    const user = userEvent.setup();
    renderWithApp(<WeddingCardsPage />, { data: data() });
    const filter = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All categories', 'Wedding Cards', 'Trophies']);
    await user.selectOptions(filter, trophies.category_uuid);
    expect(titles()).toEqual(['Silver Trophy']);
  });

  it("opens a preview of a card's images, moves between them, and closes with focus back on the card", async () => {
    const user = userEvent.setup();
    renderWithApp(<WeddingCardsPage />, { data: data() });
    const opener = screen.getByRole('button', { name: 'Preview images of Royal Red Scroll' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Royal Red Scroll' });
    expect(within(dialog).getByRole('img', { name: 'Royal Red Scroll, image 1 of 3' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByRole('img', { name: 'Royal Red Scroll, image 2 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(dialog).getByRole('img', { name: 'Royal Red Scroll, image 3 of 3' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View details' })).toHaveAttribute('href', `/list/${cards[0]!._id}`);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('the subscribe box says honestly that nothing was saved and where to reach the shop', async () => {
    const user = userEvent.setup();
    renderWithApp(<WeddingCardsPage />, { data: data() });
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const note = screen.getByText(/your address was not saved/);
    expect(within(note).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/919800000001\?text=/));
    expect(within(note).getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  });

  it('refuses the context menu on images only', () => {
    renderWithApp(<WeddingCardsPage />, { data: data() });
    expect(contextMenuRefused(screen.getByRole('button', { name: 'Preview images of Golden Mandala' }).querySelector('img')!)).toBe(true);
    expect(contextMenuRefused(screen.getByRole('link', { name: 'Golden Mandala' }))).toBe(false);
  });

  it('shows 6 placeholders while loading, then the error text when the call fails', async () => {
    stubPendingFetch();
    const { unmount } = renderWithApp(<WeddingCardsPage />);
    expect(screen.getByRole('list', { name: 'Loading listings' }).children).toHaveLength(6);
    unmount();
    stubFetch(500, { message: 'Internal Server Error' });
    renderWithApp(<WeddingCardsPage />);
    expect(await screen.findByText('Failed to load listings. Please try again later.')).toBeInTheDocument();
  });

  it('draws the first cards and more on request; a new search starts from the first page again', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: PAGE_SIZE * 2 + 3 }, (_, i) =>
      card(1, `Design ${i + 1}`, '100', { _id: `d1000000-0000-4000-8000-${String(i).padStart(12, '0')}` }),
    );
    renderWithApp(<WeddingCardsPage />, { data: data(many) });
    expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE);
    expect(screen.getByText(`Showing ${PAGE_SIZE} of ${many.length} cards`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getAllByRole('article')).toHaveLength(many.length);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'D');
    expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE);
  });

  it('says "No cards found." for an empty shop', () => {
    renderWithApp(<WeddingCardsPage />, { data: data([]) });
    expect(screen.getByText('No cards found.')).toBeInTheDocument();
  });
});
