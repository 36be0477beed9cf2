import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { listingHead } from '../lib/listing-head.ts';
import type { HeadContext } from '../lib/page-server.ts';
import { siteConfigQuery, type ApiQuery } from '../lib/queries.ts';
import { listingQuery } from '../lib/listing-query.ts';
import { listing } from '../../test-support/listing-samples.ts';
import { renderWithApp, stubFetch, stubPendingFetch } from '../../test-support/render.tsx';
import { site } from '../../test-support/samples.ts';
import ItemPage from './item-page.tsx';
import { enquiryMessage } from './whatsapp-enquiry.tsx';

/** The item page at /list/{id} with the shop's settings and `data` loaded; anything else goes to the stubbed fetch. */
function renderItemPage(id: string, data: [ApiQuery, unknown][] = []) {
  return renderWithApp(
    <Routes>
      <Route path="list/:itemId" element={<ItemPage />} />
    </Routes>,
    { path: `/list/${id}`, data: [[siteConfigQuery, site], ...data] },
  );
}

/** The page of a loaded item; further calls never answer. */
function renderItem(item = listing(1), extra: [ApiQuery, unknown][] = []) {
  stubPendingFetch();
  return renderItemPage(item._id, [[listingQuery(item._id), item], ...extra]);
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('ItemPage', () => {
  it("shows the owner's English names of options, choices and zones even when they have Hindi ones (issue 28)", () => {
    const options = [
      { name: 'Paper', translations: { hi: { name: 'कागज़' } }, choices: [{ label: 'Glossy', surcharge: '0', translations: { hi: { label: 'चमकदार' } } }] },
    ];
    const fields = [
      { key: 'names', label: 'Names', translations: { hi: { label: 'नाम' } }, x: 0.1, y: 0.3, w: 0.8, h: 0.12, align: 'center' as const, colour: '#7a1020' },
    ];
    renderItem(listing(1, { options, fields }));
    const paper = screen.getByRole('group', { name: 'Paper' });
    expect(paper).not.toHaveAttribute('lang');
    expect(within(paper).getByRole('radio', { name: 'Glossy' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Names' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/कागज़|चमकदार|नाम/);
  });

  it('shows the title, the price in rupees, the minimum order and the description fallback', () => {
    renderItem(listing(1, { title: 'Royal wedding card', price: '123456', moq: 50 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Royal wedding card' })).toBeInTheDocument();
    expect(screen.getByText('₹1,23,456')).toBeInTheDocument();
    expect(screen.getByText(/Minimum order quantity:/)).toHaveTextContent('Minimum order quantity: 50');
    expect(screen.getByText('No description available. Please update this text.')).toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
  });

  it('shows a lower discount price and the original struck through', () => {
    renderItem(listing(2, { price: '1500', discountPrice: '1200', description: 'Gold foil on ivory card.' }));
    expect(screen.getByText('₹1,200')).toBeInTheDocument();
    expect(document.querySelector('s')).toHaveTextContent('₹1,500');
    expect(screen.getByText('Gold foil on ivory card.')).toBeInTheDocument();
  });

  it('says "No image available" for an item without images', () => {
    renderItem(listing(3, { images: [] }));
    expect(screen.getByText('No image available')).toBeInTheDocument();
  });

  it('links "Enquire on WhatsApp" to the shop phone with the title, price, quantity and page link', () => {
    const item = listing(4, { title: 'Trophy cup', price: '2500', discountPrice: '2000', moq: 10 });
    renderItem(item);
    const link = screen.getByRole('link', { name: 'Enquire on WhatsApp' });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/919800000001');
    const text = url.searchParams.get('text')!;
    expect(text).toContain('Trophy cup');
    expect(text).toContain('Price: ₹2,000');
    expect(text).toContain('Quantity: 10');
    expect(text).toContain(`${window.location.origin}/list/${item._id}`);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('builds the message from an explicit page link', () => {
    expect(enquiryMessage(listing(5, { title: 'ID card', price: '40', moq: 100 }), 'https://shop.example/list/x')).toBe(
      'Hello, I would like to enquire about this item:\nID card\nPrice: ₹40\nQuantity: 100\nhttps://shop.example/list/x',
    );
  });

  it('links back to its category and subcategory', () => {
    const item = listing(6);
    renderItem(item);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Wedding Cards' })).toHaveAttribute('href', `/subcategory/${item.category_uuid}`);
    expect(within(crumbs).getByRole('link', { name: 'Hindu' })).toHaveAttribute('href', `/subcategory/${item.category_uuid}?sub=${item.subcategory_uuid}`);
  });

  it('prices an order under the item: the quote builder starts at the minimum order', () => {
    renderItem(listing(7, { price: '40', moq: 25 }));
    const builder = screen.getByRole('region', { name: 'Price your order' });
    expect(within(builder).getByRole('textbox', { name: 'Quantity' })).toHaveValue('25');
    expect(within(builder).getByText('25 × ₹40 = ₹1,000')).toBeInTheDocument();
    expect(within(builder).getByRole('button', { name: 'Request quote' })).toBeInTheDocument();
  });

  it('says "Item not found" for an unknown id, after one request (a 404 is not retried)', async () => {
    const fetch = stubFetch(404, { message: 'Listing not found' });
    renderItemPage(UNKNOWN_ID);
    expect(screen.getByRole('status', { name: 'Loading item' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Item not found' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says so when the item cannot be loaded (after one retry)', async () => {
    const fetch = stubFetch(500, { message: 'Internal Server Error' });
    renderItemPage(UNKNOWN_ID);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Failed to load this item. Please try again later.');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

/** The server's head of /list/{id} when it could load this item. */
function headOf(item: Listing) {
  const ctx: HeadContext = {
    params: {},
    search: new URLSearchParams(),
    pathname: `/list/${item._id}`,
    origin: 'https://shop.example',
    site,
    data: () => item as never,
    failure: () => undefined,
  };
  return listingHead(ctx, item._id);
}

describe("the item page's link preview", () => {
  it('says the shown price, the minimum order when above one, then the description or the category', () => {
    expect(headOf(listing(1, { price: '1500', discountPrice: '1200', moq: 50, description: ' Gold  foil ' })).description).toBe(
      '₹1,200, minimum order 50. Gold foil',
    );
    expect(headOf(listing(2, { price: '40' })).description).toBe('₹40. Wedding Cards');
  });
});
