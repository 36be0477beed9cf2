import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../components/index.ts';
import { confirmDelete } from '../components/screen-testing.tsx';
import { json, listing, stubShop } from '../components/listing-form/test-shop.ts';
import { renderWithApp } from '../../test-support/render.tsx';
import ListingsAdminPage from './listings-admin-page.tsx';

afterEach(() => act(() => toast.remove()));

const rows = () =>
  within(screen.getByRole('table', { name: 'Listings' }))
    .getAllByRole('row')
    .slice(1);

describe('Upload Design', () => {
  it('lists the listings with only their first image, title and category', async () => {
    stubShop([listing(1), listing(2, { images: [] })]);
    renderWithApp(<ListingsAdminPage />, { path: '/admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload Design' })).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Image', 'Title', 'Category', 'Actions']);
    const [first, second] = rows();
    expect(within(first!).getAllByRole('button', { name: /full size$/ })).toHaveLength(1);
    expect(within(first!).getByText('Wedding Cards')).toBeTruthy();
    expect(within(second!).getByText('No image')).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Edit Card 1' })).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Delete Card 1' })).toBeTruthy();
  });

  it('filters by title, case-insensitively, asking the server (it searches every design, not the 50 shown)', async () => {
    const fetch = stubShop([listing(1, { title: 'Royal Wedding' }), listing(2, { title: 'Gold Trophy' })]);
    renderWithApp(<ListingsAdminPage />, { path: '/admin' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'wEdd' } });
    await waitFor(() => expect(rows().map((r) => within(r).getByText(/Royal|Gold/).textContent)).toEqual(['Royal Wedding']));
    expect(fetch).toHaveBeenCalledWith('/api/listings?limit=50&offset=0&q=wEdd', expect.anything());
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nothing like it' } });
    expect(await screen.findByText('No listings match your search.')).toBeTruthy();
  });

  it('shows 50 designs at a time; "Load more" adds the next 50 until there are no more, and a search finds one beyond them', async () => {
    stubShop(Array.from({ length: 120 }, (_, i) => listing(i + 1, { title: `Design ${i + 1}` })));
    renderWithApp(<ListingsAdminPage />, { path: '/admin' });
    await waitFor(() => expect(rows()).toHaveLength(50), { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(100), { timeout: 5_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(120), { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'design 117' } });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByText('Design 117')).toBeTruthy();
  });

  it('says so when the next 50 could not load, and tries again', async () => {
    let fail = false;
    const all = Array.from({ length: 60 }, (_, i) => listing(i + 1));
    stubShop(all, (url) => (fail && url.includes('offset=50') ? json(500, { message: 'Internal Server Error' }) : undefined));
    renderWithApp(<ListingsAdminPage />, { path: '/admin' });
    await waitFor(() => expect(rows()).toHaveLength(50), { timeout: 5_000 });
    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Could not load more.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(60));
  });

  it('opens a thumbnail full size', async () => {
    const item = listing(1);
    stubShop([item]);
    renderWithApp(<ListingsAdminPage />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'View Card 1, image 1 full size' }));
    const overlay = screen.getByRole('dialog', { name: 'Image: Card 1' });
    expect(within(overlay).getByRole('img').getAttribute('src')).toBe(item.images[0]);
  });

  it('New Listing opens "Create New Listing", Edit opens "Edit Listing" prefilled', async () => {
    stubShop([listing(1)]);
    renderWithApp(<ListingsAdminPage />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'New Listing' }));
    expect(screen.getByRole('dialog', { name: 'Create New Listing' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Card 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Listing' });
    expect((within(dialog).getByRole('combobox', { name: /^Title/ }) as HTMLInputElement).value).toBe('Card 1');
  });

  it('/listing (the item upload form) opens the create form at once', async () => {
    stubShop([]);
    renderWithApp(<ListingsAdminPage />, { path: '/listing' });
    expect(await screen.findByRole('dialog', { name: 'Create New Listing' })).toBeTruthy();
  });

  it('asks before deleting, then says "Listing deleted" and reloads', async () => {
    const item = listing(1);
    let deleted = false;
    const fetch = stubShop([], (url, init) => {
      if (url.startsWith('/api/listings?') && (init?.method ?? 'GET') === 'GET') return json(200, deleted ? [] : [item]);
      if (url === `/api/listings/${item._id}` && init?.method === 'DELETE') {
        deleted = true;
        return json(200, { message: 'Listing deleted' });
      }
      return undefined;
    });
    renderWithApp(<ListingsAdminPage />, { path: '/admin' });
    await confirmDelete('Card 1', 'Are you sure you want to delete this listing?');
    expect(await screen.findByText('Listing deleted')).toBeTruthy();
    expect(await screen.findByText('No listings found.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(`/api/listings/${item._id}`, expect.objectContaining({ method: 'DELETE' }));
  });

  it('says "Delete failed" when the delete fails', async () => {
    stubShop([listing(1)], (url, init) => (init?.method === 'DELETE' ? json(500, { message: 'Internal Server Error' }) : undefined));
    renderWithApp(<ListingsAdminPage />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Card 1' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('toasts "Failed to fetch dropdown or listings." when the list cannot be loaded', async () => {
    stubShop([], (url) => (url.startsWith('/api/listings?') ? json(500, { message: 'Internal Server Error' }) : undefined));
    renderWithApp(<ListingsAdminPage />, { path: '/admin' });
    await waitFor(() => expect(screen.getAllByText('Failed to fetch dropdown or listings.').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
