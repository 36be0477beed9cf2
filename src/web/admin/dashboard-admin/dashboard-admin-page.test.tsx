import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminLayout } from '../components/admin-layout.tsx';
import { textsOf } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import DashboardAdminPage from './dashboard-admin-page.tsx';
import { QUOTE_STAGES } from '../../../contract/quote-stages.ts';

// Each tab's screen: a stand-in (the real screens are tested where they live); enquiries-admin is "missing".
vi.mock('../admin-pages.ts', () => ({
  importAdminPage: async (id: string) => {
    if (id === 'enquiries-admin') throw new Error(`No page ${id}`);
    return { default: () => <AdminLayout title={`Screen ${id}`}>content of {id}</AdminLayout> };
  },
}));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi(me: 'yes' | 'no', week?: unknown, waiting?: Partial<Record<string, number>>) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/users/me') return me === 'yes' ? json(200, { _id: 'u1', User_name: 'Owner' }) : json(401, { message: 'Unauthorized' });
    if (url === '/api/insights?days=7' && week) return json(200, week);
    if (url === '/api/quotes?waiting=1&limit=1' && waiting) {
      const counts = Object.fromEntries(QUOTE_STAGES.map((s) => [s, waiting[s] ?? 0]));
      // The server's count: the waiting stages, and jobs whose payment claim is unanswered (`claimed`).
      const claimed = waiting.claimed ?? 0;
      return json(200, { success: true, result: [], counts, waiting: (waiting.new ?? 0) + (waiting.changes_requested ?? 0) + claimed });
    }
    if (url === '/api/users/logout') return json(200, { message: 'Logged out' });
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('dashboard', () => {
  it('sends a visitor without a session to /login, even with a stored User_name', async () => {
    localStorage.setItem('User_name', 'anything');
    stubApi('no');
    renderWithApp(<DashboardAdminPage />, { path: '/admin' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
  });

  it('shows the sidebar tabs and the Item screen first', async () => {
    stubApi('yes');
    renderWithApp(<DashboardAdminPage />, { path: '/admin' });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const labels = textsOf(nav, 'button');
    expect(labels).toEqual(
      expect.arrayContaining([
        'Item',
        'Categories',
        'Subcategories',
        'Religions',
        'Configuration',
        'Banners',
        'Users',
        'Orders',
        'Enquiries & Quotes',
        'Insights',
        'Logout',
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Screen listings-admin' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Item' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Signed in as Owner')).toBeTruthy();
  });

  it('shows the week at a glance above the screen: the jobs waiting open the Orders tab, its link the Insights tab', async () => {
    const top = {
      listingId: 'd0000001-0000-4000-8000-000000000000',
      title: 'Royal Invite',
      image: null,
      views: 9,
      whatsapp: 1,
      quotes: 1,
      shares: 0,
      enquiries: 2,
    };
    const day = { day: '2026-11-23', views: 1234, whatsapp: 7, quotes: 3, shares: 0 };
    const week = {
      days: 7,
      from: '2026-11-17',
      to: '2026-11-23',
      totals: { views: 1234, whatsapp: 7, quotes: 3, shares: 0, enquiries: 10, searches: 0, emptySearches: 0 },
      enquiryRate: 10 / 1234,
      series: [day],
      topViewed: [top],
      topEnquired: [top],
      emptySearches: [],
      jobsWaiting: 4,
      toCollect: '12500.50',
    };
    stubApi('yes', week);
    renderWithApp(<DashboardAdminPage />, { path: '/admin' });
    const card = await screen.findByRole('region', { name: 'This week' });
    expect(card.textContent).toContain('1,234 views · 7 WhatsApp taps · 3 quotes');
    expect(card.textContent).toContain('Top design: Royal Invite');
    expect(within(card).getByRole('button', { name: '₹12,500.50 to collect' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '4 jobs waiting' }));
    expect(await screen.findByRole('heading', { name: 'Screen orders-admin' })).toBeTruthy();
    expect(localStorage.getItem('adminTab')).toBe('orders');
    fireEvent.click(within(await screen.findByRole('region', { name: 'This week' })).getByRole('button', { name: 'See Insights' }));
    expect(await screen.findByRole('heading', { name: 'Screen insights-admin' })).toBeTruthy();
    expect(localStorage.getItem('adminTab')).toBe('insights');
    expect(screen.queryByRole('region', { name: 'This week' })).toBeNull();
  });

  it('opens on Orders just after logging in (issue 28), kept as the chosen tab; /admin opened otherwise shows the tab kept', async () => {
    stubApi('yes');
    localStorage.setItem('adminTab', 'confis');
    const landed = renderWithApp(<DashboardAdminPage />, { path: '/admin', state: { User_name: 'Owner' } });
    expect(await screen.findByRole('heading', { name: 'Screen orders-admin' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Admin' }))
        .getByRole('button', { name: 'Orders' })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(localStorage.getItem('adminTab')).toBe('orders');
    expect(screen.getByTestId('location').textContent).toBe('/admin');
    landed.unmount();
    localStorage.setItem('adminTab', 'confis');
    renderWithApp(<DashboardAdminPage />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Screen site-config-admin' })).toBeTruthy();
  });

  it('counts the jobs waiting beside Orders and on the Menu button, said in words to a screen reader', async () => {
    stubApi('yes', undefined, { new: 2, changes_requested: 1, quoted: 5, claimed: 1 });
    renderWithApp(<DashboardAdminPage />, { path: '/admin' });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    const orders = within(nav).getByRole('button', { name: 'Orders' });
    await waitFor(() => expect(orders.textContent).toBe('Orders4'));
    expect(document.getElementById(orders.getAttribute('aria-describedby')!)?.textContent).toBe('4 jobs waiting');
    const menu = screen.getByRole('button', { name: /Menu/ });
    expect(menu.textContent).toBe('☰ Menu4');
    expect(menu.getAttribute('aria-describedby')).toBe(orders.getAttribute('aria-describedby'));
  });

  it('keeps the chosen tab in adminTab', async () => {
    stubApi('yes');
    const first = renderWithApp(<DashboardAdminPage />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Configuration' }));
    expect(await screen.findByRole('heading', { name: 'Screen site-config-admin' })).toBeTruthy();
    expect(localStorage.getItem('adminTab')).toBe('confis');
    first.unmount();
    renderWithApp(<DashboardAdminPage />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Screen site-config-admin' })).toBeTruthy();
  });

  it('handles the allListing and listing keys', async () => {
    stubApi('yes');
    localStorage.setItem('adminTab', 'allListing');
    renderWithApp(<DashboardAdminPage />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Screen all-listings-admin' })).toBeTruthy();
  });

  it('shows a placeholder for a screen that is not there', async () => {
    stubApi('yes');
    localStorage.setItem('adminTab', 'enquiries');
    renderWithApp(<DashboardAdminPage />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Enquiries & Quotes' })).toBeTruthy();
    expect(screen.getByText('This screen is not available yet.')).toBeTruthy();
  });

  it('keeps the drawer state in sidebarOpen', async () => {
    stubApi('yes');
    renderWithApp(<DashboardAdminPage />, { path: '/admin' });
    const menu = await screen.findByRole('button', { name: /Menu/ });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(localStorage.getItem('sidebarOpen')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Banners' }));
    expect(localStorage.getItem('sidebarOpen')).toBe('false');
  });

  it('Logout ends the session, forgets the local keys and goes home', async () => {
    const fetch = stubApi('yes');
    localStorage.setItem('User_name', 'Owner');
    localStorage.setItem('adminTab', 'users');
    localStorage.setItem('sidebarOpen', 'true');
    renderWithApp(<DashboardAdminPage />, { path: '/admin' });
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(fetch.mock.calls.some(([url, init]) => url === '/api/users/logout' && init?.method === 'POST')).toBe(true);
    expect([localStorage.getItem('User_name'), localStorage.getItem('adminTab'), localStorage.getItem('sidebarOpen')]).toEqual([null, null, null]);
  });
});

describe('AdminLayout on its own route', () => {
  it('guards the screen and gives it the sidebar (a way back to /admin)', async () => {
    stubApi('yes');
    renderWithApp(<AdminLayout title="Upload Banner">banner list</AdminLayout>, { path: '/UploadBanner' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload Banner' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('button', { name: 'Banners' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin'));
    expect(localStorage.getItem('adminTab')).toBe('banners');
  });

  it('sends a visitor without a session to /login, keeping the wanted path', async () => {
    stubApi('no');
    renderWithApp(<AdminLayout title="Upload Banner">banner list</AdminLayout>, { path: '/UploadBanner' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(screen.queryByText('banner list')).toBeNull();
  });
});
