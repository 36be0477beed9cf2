import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminLayout } from '../components/admin-layout.tsx';
import { stubAdminApi } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import { listing } from '../../test-support/listing-samples.ts';
import { category, site } from '../../test-support/samples.ts';
import { DEFAULT_BILLING_SETTINGS } from '../../../contract/billing-settings.ts';
import DashboardAdminPage from './dashboard-admin-page.tsx';

vi.mock('../admin-pages.ts', () => ({
  importAdminPage: async (id: string) => ({ default: () => <AdminLayout title={`Screen ${id}`}>content of {id}</AdminLayout> }),
}));

beforeEach(() => localStorage.clear());

/** Billing saved with a UPI ID and a plain bill: nothing of billing left to do. */
const READY_BILLING = { ...DEFAULT_BILLING_SETTINGS, upiId: 'shop@okaxis', saved: true };

/** The shop's answers: configurations, categories, designs, billing settings. */
const shop = (configs: unknown[], categories: unknown[], designs: unknown[], billing: object = READY_BILLING) =>
  stubAdminApi({
    '/api/confi/GetConfiList': { success: true, result: configs },
    '/api/categories/with-usage': categories,
    '/api/listings?limit=1': designs,
    '/api/settings/billing': billing,
  });

const checklist = () => screen.findByRole('region', { name: 'Set up your shop' });
/** The steps the checklist still shows, as their links read. */
const stepsLeft = async () =>
  within(await checklist())
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('the setup checklist', () => {
  it('lists what an empty shop lacks, each step opening its screen', async () => {
    shop([], [], [], { ...DEFAULT_BILLING_SETTINGS, saved: false });
    renderWithApp(<DashboardAdminPage />, { path: '/admin' });
    const list = await checklist();
    const steps = within(list).getAllByRole('link');
    expect(steps.map((a) => a.textContent)).toEqual([
      'Give the shop its name (Configuration)',
      'Add a category',
      'Add a design (Item)',
      'Add the shop’s WhatsApp number (Configuration)',
      'Add the UPI ID customers pay the advance to (Billing)',
      'Choose GST for your bills; with regular GST, the GSTIN and default HSN and rate (Billing)',
    ]);
    expect(steps.map((a) => a.getAttribute('href'))).toEqual([
      '/admin?tab=confis',
      '/admin?tab=categories',
      '/admin?tab=listings',
      '/admin?tab=confis',
      '/admin?tab=billing',
      '/admin?tab=billing',
    ]);
    fireEvent.click(steps[1]!);
    expect(await screen.findByRole('heading', { name: 'Screen categories-admin' })).toBeTruthy();
    expect(localStorage.getItem('adminTab')).toBe('categories');
  });

  it('ticks what is done; a configuration with a blank name is not a name', async () => {
    shop([{ ...site, name: '  ' }], [category('Cards', 1)], []);
    renderWithApp(<DashboardAdminPage />, { path: '/admin' });
    const list = await checklist();
    expect(await stepsLeft()).toEqual(['Give the shop its name (Configuration)', 'Add a design (Item)']);
    expect(within(list).getByText('Add a category').textContent).toBe('Add a category (done)');
  });

  it('covers WhatsApp, UPI and GST once visitors see the shop; each billing step opens Billing', async () => {
    const regularWithoutHsn = { ...READY_BILLING, upiId: '', gstMode: 'regular', gstin: '27AAPFU0939F1ZV', defaultGstRate: '18', defaultHsn: '' };
    shop([{ ...site, phone: '12345' }], [category('Cards', 1)], [listing(1)], regularWithoutHsn);
    renderWithApp(<DashboardAdminPage />, { path: '/admin' });
    const list = await checklist();
    expect(within(list).getByText(/^Before the first order/)).toBeTruthy();
    const steps = within(list).getAllByRole('link');
    expect(steps.map((a) => a.textContent)).toEqual([
      'Add the shop’s WhatsApp number (Configuration)',
      'Add the UPI ID customers pay the advance to (Billing)',
      'Choose GST for your bills; with regular GST, the GSTIN and default HSN and rate (Billing)',
    ]);
    expect(within(list).getByText('Add a design (Item)').textContent).toBe('Add a design (Item) (done)');
    fireEvent.click(steps[2]!);
    expect(await screen.findByRole('heading', { name: 'Screen billing-admin' })).toBeTruthy();
  });

  it('ticks GST once saved: no GST, or regular GST with its GSTIN, default HSN and rate', async () => {
    const regular = { ...READY_BILLING, gstMode: 'regular', gstin: '27AAPFU0939F1ZV', defaultGstRate: '18', defaultHsn: '4911' };
    shop([{ ...site, phone: '12345' }], [category('Cards', 1)], [listing(1)], regular);
    renderWithApp(<DashboardAdminPage />, { path: '/admin' });
    const list = await checklist();
    expect(await stepsLeft()).toEqual(['Add the shop’s WhatsApp number (Configuration)']);
    expect(within(list).getByText(/^Choose GST/).textContent).toMatch(/\(done\)$/);
  });

  it('is gone once the shop has a name, a category and a design, and says nothing while it cannot tell', async () => {
    const fetch = shop([site], [category('Cards', 1)], [listing(1)]);
    renderWithApp(<DashboardAdminPage />, { path: '/admin' });
    await waitFor(() => expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/listings?limit=1'));
    expect(await screen.findByRole('heading', { name: 'Screen listings-admin' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Set up your shop' })).toBeNull();
  });
});
