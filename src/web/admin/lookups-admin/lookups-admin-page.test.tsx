import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PRICE_MESSAGE } from '../../../contract/price-text.ts';
import { renderWithApp } from '../../test-support/render.tsx';
import { LOOKUP_FORMS } from './lookup-kinds.ts';
import LookupsAdminPage from './lookups-admin-page.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubApi(answer: 'exist' | 'notexist' | 500, saved: string[] = []) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/users/me') return json(200, { _id: 'u1', User_name: 'admin' });
    if (url.endsWith('/add')) return answer === 500 ? json(500, { message: 'Internal Server Error' }) : json(answer === 'exist' ? 200 : 201, answer);
    return json(200, { success: true, result: saved.map((name, i) => ({ _id: `id${i}`, name, createdAt: '2024-01-01T00:00:00.000Z' })) });
  });
  vi.stubGlobal('fetch', fetch);
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  return { fetch, alert };
}

async function submit(value: string) {
  fireEvent.change(await screen.findByPlaceholderText('Title Name'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('single-input lookup forms', () => {
  it.each([
    ['/addTitle', 'Add Title', '/api/titles/add', { name: 'Royal' }, 'Title added successfully'],
    ['/addPrice', 'Add Price', '/api/prices/add', { price: '499.50' }, 'Price added successfully'],
    ['/addInsta', 'Add InstaURL', '/api/instas/add', { name: 'Royal' }, 'URL added successfully'],
    ['/addSize', 'Add Size', '/api/sizes/add', { name: 'Royal' }, 'Size added successfully'],
    ['/addSEOT', 'Add SEOTitle', '/api/seots/add', { name: 'Royal' }, 'SEOT added successfully'],
    ['/addSEOD', 'Add SEODes', '/api/seods/add', { name: 'Royal' }, 'SEOD added successfully'],
    ['/addSEOK', 'Add SEOKeyword', '/api/seoks/add', { name: 'Royal' }, 'SEOK added successfully'],
  ])('%s: heading %s, posts to %s, alerts and goes to /admin', async (path, heading, call, body, added) => {
    const { fetch, alert } = stubApi('notexist');
    renderWithApp(<LookupsAdminPage />, { path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await submit(`  ${Object.values(body)[0]} `);
    await waitFor(() => expect(alert).toHaveBeenCalledWith(added));
    const post = fetch.mock.calls.find(([url]) => url === call)!;
    expect(JSON.parse(String(post[1]!.body))).toEqual(body);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin'));
  });

  it("refuses a price the server would refuse, with the server's message, before any call", async () => {
    const { fetch, alert } = stubApi('notexist');
    renderWithApp(<LookupsAdminPage />, { path: '/addPrice' });
    await submit('Royal');
    await waitFor(() => expect(alert).toHaveBeenCalledWith(PRICE_MESSAGE));
    expect(fetch.mock.calls.some(([url]) => url === '/api/prices/add')).toBe(false);
  });

  it('says "... already exists" and stays', async () => {
    const { alert } = stubApi('exist');
    renderWithApp(<LookupsAdminPage />, { path: '/addSize' });
    await submit('A4');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Size already exists'));
    expect(screen.getByTestId('location').textContent).toBe('/addSize');
  });

  it('says "Something went wrong", and "wrong details" on the SEO keyword form', async () => {
    const { alert } = stubApi(500);
    const first = renderWithApp(<LookupsAdminPage />, { path: '/addTitle' });
    await submit('Royal');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Something went wrong'));
    first.unmount();
    renderWithApp(<LookupsAdminPage />, { path: '/addSEOK' });
    await submit('cards');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('wrong details'));
  });

  it('requires the field (spaces only are not sent) and Close returns to /admin', async () => {
    const { fetch } = stubApi('notexist');
    renderWithApp(<LookupsAdminPage />, { path: '/addTitle' });
    const input = (await screen.findByPlaceholderText('Title Name')) as HTMLInputElement;
    expect(input.required).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.form!);
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/add'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location').textContent).toBe('/admin');
  });

  it('lists the values already saved (D-B13)', async () => {
    stubApi('notexist', ['Royal Wedding', 'Simple']);
    renderWithApp(<LookupsAdminPage />, { path: '/addTitle' });
    const list = await screen.findByRole('list', { name: 'Saved titles' });
    expect(list.textContent).toContain('Royal Wedding');
    expect(LOOKUP_FORMS).toHaveLength(7);
  });
});
