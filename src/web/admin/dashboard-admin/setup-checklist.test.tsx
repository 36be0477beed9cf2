import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminLayout } from '../components/admin-layout.tsx';
import { stubAdminApi } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import { listing } from '../../test-support/listing-samples.ts';
import { category, site } from '../../test-support/samples.ts';
import DashboardAdminPage from './dashboard-admin-page.tsx';

vi.mock('../admin-pages.ts', () => ({
  importAdminPage: async (id: string) => ({ default: () => <AdminLayout title={`Screen ${id}`}>content of {id}</AdminLayout> }),
}));

beforeEach(() => localStorage.clear());

/** The shop's three answers: configurations, categories, designs. */
const shop = (configs: unknown[], categories: unknown[], designs: unknown[]) =>
  stubAdminApi({
    '/api/confi/GetConfiList': { success: true, result: configs },
    '/api/categories/with-usage': categories,
    '/api/listings?limit=1': designs,
  });

const checklist = () => screen.findByRole('region', { name: 'Set up your shop' });

describe('the setup checklist', () => {
  it('lists what an empty shop lacks, each step opening its screen', async () => {
    shop([], [], []);
    renderWithApp(<DashboardAdminPage />, { path: '/admin' });
    const list = await checklist();
    const steps = within(list).getAllByRole('link');
    expect(steps.map((a) => a.textContent)).toEqual(['Give the shop its name (Configuration)', 'Add a category', 'Add a design (Item)']);
    expect(steps.map((a) => a.getAttribute('href'))).toEqual(['/admin?tab=confis', '/admin?tab=categories', '/admin?tab=listings']);
    fireEvent.click(steps[1]!);
    expect(await screen.findByRole('heading', { name: 'Screen categories-admin' })).toBeTruthy();
    expect(localStorage.getItem('adminTab')).toBe('categories');
  });

  it('ticks what is done; a configuration with a blank name is not a name', async () => {
    shop([{ ...site, name: '  ' }], [category('Cards', 1)], []);
    renderWithApp(<DashboardAdminPage />, { path: '/admin' });
    const list = await checklist();
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Give the shop its name (Configuration)', 'Add a design (Item)']);
    expect(within(list).getByText('Add a category').textContent).toBe('Add a category (done)');
  });

  it('is gone once the shop has a name, a category and a design, and says nothing while it cannot tell', async () => {
    const fetch = shop([site], [category('Cards', 1)], [listing(1)]);
    renderWithApp(<DashboardAdminPage />, { path: '/admin' });
    await waitFor(() => expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/listings?limit=1'));
    expect(await screen.findByRole('heading', { name: 'Screen listings-admin' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Set up your shop' })).toBeNull();
  });
});
