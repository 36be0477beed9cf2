import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../../contract/catalogue.ts';
import { toast } from '../components/index.ts';
import { renderAndSee } from '../components/screen-testing.tsx';
import { ApiError, uploadForm } from '../lib/admin-api.ts';
import { renderWithApp } from '../../test-support/render.tsx';
import BannersAdminPage from './banners-admin-page.tsx';

vi.mock('../lib/admin-api.ts', async (original) => ({ ...(await original<typeof import('../lib/admin-api.ts')>()), uploadForm: vi.fn() }));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const banner = (n: number, name: string): Banner => ({
  _id: `b000000${n}-0000-4000-8000-000000000000`,
  banner_uuid: `b000000${n}-0000-4000-8000-000000000000`,
  name,
  imageUrl: `/media/${'ab'.repeat(8)}${n}.jpg`,
  altText: name,
  createdAt: `2024-01-0${n}T00:00:00.000Z`,
});

function stubApi(banners: Banner[] | 'fail') {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/users/me') return json(200, { _id: 'u1', User_name: 'admin' });
    if (url === '/api/banners') return banners === 'fail' ? json(500, { message: 'Internal Server Error' }) : json(200, banners);
    if (url.startsWith('/api/banners/') && init?.method === 'PUT') return json(200, { ...banner(2, 'x'), name: JSON.parse(String(init.body)).name });
    if (url.startsWith('/api/banners/') && init?.method === 'DELETE') return json(200, { message: 'Banner deleted' });
    return json(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const rowNames = () =>
  within(screen.getByRole('table', { name: 'Banners' }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.children[1]!.textContent);

beforeEach(() => {
  vi.mocked(uploadForm).mockReset();
});
afterEach(() => act(() => toast.remove()));

describe('Upload Banner', () => {
  it('lists the banners newest first, as the API answers, and filters by name in any case', async () => {
    stubApi([banner(2, 'Diwali Offer'), banner(1, 'Wedding Season')]);
    renderWithApp(<BannersAdminPage />, { path: '/UploadBanner' });
    await screen.findByRole('table', { name: 'Banners' });
    expect(rowNames()).toEqual(['Diwali Offer', 'Wedding Season']);
    fireEvent.change(screen.getByPlaceholderText('Search banners...'), { target: { value: 'wEDD' } });
    expect(rowNames()).toEqual(['Wedding Season']);
    fireEvent.change(screen.getByPlaceholderText('Search banners...'), { target: { value: 'nothing' } });
    expect(screen.getByText('No banners found.')).toBeTruthy();
  });

  it('opens a full preview of a banner image', async () => {
    stubApi([banner(1, 'Diwali Offer')]);
    renderWithApp(<BannersAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Preview Diwali Offer' }));
    expect(screen.getByRole('dialog', { name: 'Image: Diwali Offer' })).toBeTruthy();
  });

  it('says "Error fetching banners" when the list cannot load', async () => {
    stubApi('fail');
    await renderAndSee(<BannersAdminPage />, 'Error fetching banners');
  });

  it('asks for a name and an image, drops files over 4 MB, and sends every file in one call', async () => {
    stubApi([]);
    vi.mocked(uploadForm).mockResolvedValue([]);
    renderWithApp(<BannersAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: '+ New Banner' }));
    const dialog = screen.getByRole('dialog', { name: 'New Banner' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Please provide a name and at least one image.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Images'), {
      target: { files: [png('a.png'), png('big.png', 4 * 1024 * 1024 + 1), png('b.png', 4 * 1024 * 1024)] },
    });
    expect(await screen.findByText('Some files exceed 4MB and were excluded.')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(2));
    fireEvent.change(within(dialog).getByLabelText('Banner Name'), { target: { value: '  Holi Sale ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Banners uploaded successfully!')).toBeTruthy();
    expect(uploadForm).toHaveBeenCalledTimes(1);
    const [path, form] = vi.mocked(uploadForm).mock.calls[0]!;
    expect(path).toBe('/api/banners');
    expect(form.get('name')).toBe('Holi Sale');
    expect(form.getAll('image').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    expect(screen.queryByRole('dialog', { name: 'New Banner' })).toBeNull();
  });

  it('says "Upload failed." when the upload fails and keeps the dialog open', async () => {
    stubApi([]);
    vi.mocked(uploadForm).mockImplementation(async () => {
      throw new ApiError('Internal Server Error', 500);
    });
    renderWithApp(<BannersAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: '+ New Banner' }));
    const dialog = screen.getByRole('dialog', { name: 'New Banner' });
    fireEvent.change(within(dialog).getByLabelText('Images'), { target: { files: [png('a.png')] } });
    await waitFor(() => expect(within(dialog).getAllByRole('img')).toHaveLength(1));
    fireEvent.change(within(dialog).getByLabelText('Banner Name'), { target: { value: 'Holi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Upload failed.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'New Banner' })).toBeTruthy();
  });

  it('renames a banner; a blank name does nothing', async () => {
    const fetch = stubApi([banner(2, 'Diwali Offer')]);
    renderWithApp(<BannersAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Diwali Offer' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Banner Name' });
    const input = within(dialog).getByLabelText('Banner Name') as HTMLInputElement;
    expect(input.value).toBe('Diwali Offer');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Edit Banner Name' })).toBeTruthy();

    fireEvent.change(input, { target: { value: 'Diwali Mega Offer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Banner name updated')).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    // The Hindi name and alt text go with it (issue 19): blank, as this banner has none.
    expect(JSON.parse(String(put[1]!.body))).toEqual({ name: 'Diwali Mega Offer', translations: { hi: { name: '', altText: '' } } });
    expect(screen.queryByRole('dialog', { name: 'Edit Banner Name' })).toBeNull();
  });

  it('deletes after the spec question', async () => {
    const fetch = stubApi([banner(2, 'Diwali Offer')]);
    renderWithApp(<BannersAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Diwali Offer' }));
    expect(screen.getByText('Are you sure you want to delete this banner?')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Banner deleted')).toBeTruthy();
    expect(fetch.mock.calls.some(([url, init]) => url === `/api/banners/${banner(2, '')._id}` && init?.method === 'DELETE')).toBe(true);
  });
});
