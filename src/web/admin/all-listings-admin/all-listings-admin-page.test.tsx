import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../components/index.ts';
import { confirmDelete, textsOf } from '../components/screen-testing.tsx';
import { json, listing, stubShop } from '../components/listing-form/test-shop.ts';
import { renderWithApp, stubPendingFetch } from '../../test-support/render.tsx';
import AllListingsAdminPage from './all-listings-admin-page.tsx';

afterEach(() => act(() => toast.remove()));

const table = () => screen.getByRole('table', { name: 'All listings' });

describe('All Listings', () => {
  it('shows Loading... while fetching', async () => {
    const fetch = stubPendingFetch();
    fetch.mockImplementation(async (url: string) => (url === '/api/users/me' ? json(200, { _id: 'u1', User_name: 'admin' }) : new Promise<Response>(() => {})));
    renderWithApp(<AllListingsAdminPage />, { path: '/allListing' });
    expect(await screen.findByText('Loading...')).toBeTruthy();
  });

  it('lists every image of each listing (or No image), the name and the actions', async () => {
    stubShop([listing(1, { images: ['/media/a.jpg', '/media/b.jpg', '/media/c.jpg'] }), listing(2, { images: [] })]);
    renderWithApp(<AllListingsAdminPage />, { path: '/allListing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'All Listings' })).toBeTruthy();
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
    expect(textsOf(table(), 'columnheader')).toEqual(['Image', 'Name', 'Actions']);
    expect(within(screen.getByRole('list', { name: 'Images of Card 1' })).getAllByRole('button')).toHaveLength(3);
    expect(within(within(table()).getAllByRole('row')[2]!).getByText('No image')).toBeTruthy();
  });

  it('Edit Title sends PUT {title} as JSON and says "Listing updated"', async () => {
    const item = listing(1);
    let title = item.title;
    const fetch = stubShop([], (url, init) => {
      if (url.startsWith('/api/listings?') && (init?.method ?? 'GET') === 'GET') return json(200, [{ ...item, title }]);
      if (url === `/api/listings/${item._id}` && init?.method === 'PUT') {
        title = JSON.parse(init.body as string).title;
        return json(200, { ...item, title });
      }
      return undefined;
    });
    renderWithApp(<AllListingsAdminPage />, { path: '/allListing' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Card 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Title' });
    const input = within(dialog).getByLabelText('Title') as HTMLInputElement;
    expect(input.value).toBe('Card 1');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.change(input, { target: { value: '  Renamed card ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Listing updated')).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(put[1]!.body).toBe(JSON.stringify({ title: 'Renamed card' }));
    expect(new Headers(put[1]!.headers).get('content-type')).toBe('application/json');
    await waitFor(() => expect(within(table()).getByText('Renamed card')).toBeTruthy());
    expect(screen.queryByRole('dialog', { name: 'Edit Title' })).toBeNull();
  });

  it('says "Update failed." when the rename fails, and keeps the dialog', async () => {
    stubShop([listing(1)], (_url, init) => (init?.method === 'PUT' ? json(500, { message: 'Internal Server Error' }) : undefined));
    renderWithApp(<AllListingsAdminPage />, { path: '/allListing' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Card 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update failed.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit Title' })).toBeTruthy();
  });

  it('asks "Are you sure you want to delete {title}?" and says "Listing deleted"', async () => {
    stubShop([listing(1, { title: 'Royal card' })], (_url, init) => (init?.method === 'DELETE' ? json(200, { message: 'Listing deleted' }) : undefined));
    renderWithApp(<AllListingsAdminPage />, { path: '/allListing' });
    await confirmDelete('Royal card', 'Are you sure you want to delete Royal card?');
    expect(await screen.findByText('Listing deleted')).toBeTruthy();
  });

  it('shows a load failure on the page, with a way to try again', async () => {
    stubShop([], (url) => (url.startsWith('/api/listings?') ? json(500, { message: 'Internal Server Error' }) : undefined));
    renderWithApp(<AllListingsAdminPage />, { path: '/allListing' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch listings.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
