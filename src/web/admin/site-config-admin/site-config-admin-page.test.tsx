import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '../../../contract/site.ts';
import { toast } from '../components/index.ts';
import { json, openDialog, press, stubAdminApi, textsOf } from '../components/screen-testing.tsx';
import { ApiError, uploadForm } from '../lib/admin-api.ts';
import { renderWithApp } from '../../test-support/render.tsx';
import SiteConfigAdminPage from './site-config-admin-page.tsx';

vi.mock('../lib/admin-api.ts', async (original) => ({ ...(await original<typeof import('../lib/admin-api.ts')>()), uploadForm: vi.fn() }));

const config = (n: number, name: string, logo = ''): SiteConfig => ({
  _id: `c000000${n}-0000-4000-8000-000000000000`,
  Confi_uuid: `c000000${n}-0000-4000-8000-000000000000`,
  name,
  email: `shop${n}@example.com`,
  phone: `98765 4321${n}`,
  address: `${n} Main Road, Gondia`,
  fb: 'https://facebook.com/shop',
  insta: '',
  twitter: '',
  linkedIn: '',
  logo,
  createdAt: '2024-01-01T00:00:00.000Z',
});

const stubApi = (list: SiteConfig[]) =>
  stubAdminApi({ '/api/confi/GetConfiList': { success: true, result: list } }, (url, init) =>
    url.startsWith('/api/confi/') && init?.method === 'DELETE' ? json(200, { message: 'Config deleted' }) : undefined,
  );

const dialog = (name: string) => screen.getByRole('dialog', { name });
/** The English field whose label starts with `label` (a required one ends in " *"; the Hindi ones start "Hindi"). */
const labelled = (label: string) => new RegExp(`^${label}`);
const type = (scope: HTMLElement, label: string, value: string) => fireEvent.change(within(scope).getByLabelText(labelled(label)), { target: { value } });
const fillEnglish = (scope: HTMLElement, fields: Record<string, string>) => Object.entries(fields).forEach(([label, value]) => type(scope, label, value));

beforeEach(() => {
  vi.mocked(uploadForm).mockReset();
});
afterEach(() => act(() => toast.remove()));

describe('Configuration', () => {
  it('shows the table, searches by name and opens the logo full size', async () => {
    stubApi([config(1, 'Gondia Prints', '/media/abcdef0123456789.png'), config(2, 'Second Shop')]);
    renderWithApp(<SiteConfigAdminPage />, { path: '/addConfi' });
    const table = await screen.findByRole('table', { name: 'Configurations' });
    expect(textsOf(table, 'columnheader')).toEqual(['Logo', 'Name', 'Mobile', 'Email', 'Address', 'Actions']);
    fireEvent.change(screen.getByPlaceholderText('Search name...'), { target: { value: 'SECOND' } });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    fireEvent.change(screen.getByPlaceholderText('Search name...'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show the logo of Gondia Prints' }));
    const overlay = screen.getByRole('dialog', { name: 'Image: Gondia Prints logo' });
    fireEvent.click(overlay);
    expect(screen.queryByRole('dialog', { name: 'Image: Gondia Prints logo' })).toBeNull();
  });

  it('requires name, email, mobile and address ("Fill all fields")', async () => {
    stubApi([]);
    renderWithApp(<SiteConfigAdminPage />);
    const form = await openDialog('+ New Config', 'Add Configuration');
    fillEnglish(form, { Name: 'Gondia Prints', Email: 'a@b.in', Mobile: '98765 43210' });
    press(form);
    expect(await screen.findByText('Fill all fields')).toBeTruthy();
    // The server's other rules too, with its messages, before any call.
    fillEnglish(form, { Email: 'not-an-address', Address: 'Station Road' });
    press(form);
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(uploadForm).not.toHaveBeenCalled();
  });

  it('adds a config with progress in the button, then closes and resets', async () => {
    stubApi([]);
    let progress: (p: number) => void = () => {};
    let finish: (value: unknown) => void = () => {};
    vi.mocked(uploadForm).mockImplementation((_path, _form, options) => {
      progress = options!.onProgress!;
      return new Promise((resolve) => (finish = resolve));
    });
    renderWithApp(<SiteConfigAdminPage />);
    const form = await openDialog('+ New Config', 'Add Configuration');
    fillEnglish(form, {
      Name: 'Gondia Prints',
      Email: 'hello@gondia.example',
      Mobile: '98765 43210',
      Address: 'Station Road',
      Instagram: 'https://instagram.com/gondia',
    });
    type(form, 'Hindi name', 'गोंदिया प्रिंट्स');
    press(form);
    await waitFor(() => expect(uploadForm).toHaveBeenCalledTimes(1));
    act(() => progress(42));
    expect(within(form).getByRole('button', { name: 'Uploading... 42%' })).toBeTruthy();
    const [path, body, options] = vi.mocked(uploadForm).mock.calls[0]!;
    expect([path, options?.method]).toEqual(['/api/confi/add', 'POST']);
    expect(Object.fromEntries(body.entries())).toMatchObject({
      name: 'Gondia Prints',
      translations: JSON.stringify({ hi: { name: 'गोंदिया प्रिंट्स', address: '' } }),
      phone: '98765 43210',
      insta: 'https://instagram.com/gondia',
      linkedIn: '',
    });
    await act(async () => finish(config(1, 'Gondia Prints')));
    expect(await screen.findByText('Config added')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add Configuration' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '+ New Config' }));
    expect((within(dialog('Add Configuration')).getByLabelText(labelled('Name')) as HTMLInputElement).value).toBe('');
  });

  it('edits with every field prefilled; the next "+ New Config" creates a new record (D-R6)', async () => {
    stubApi([config(1, 'Gondia Prints', '/media/abcdef0123456789.png')]);
    vi.mocked(uploadForm).mockResolvedValue(config(1, 'x'));
    renderWithApp(<SiteConfigAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Gondia Prints' }));
    const form = dialog('Edit Config');
    expect((within(form).getByLabelText(labelled('Address')) as HTMLInputElement).value).toBe('1 Main Road, Gondia');
    expect((within(form).getByLabelText('Facebook') as HTMLInputElement).value).toBe('https://facebook.com/shop');
    expect(within(form).getByRole('img', { name: 'Logo 1' }).getAttribute('src')).toBe('/media/abcdef0123456789.png');
    type(form, 'Name', 'Gondia Prints & Co');
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Config updated')).toBeTruthy();
    const [path, body, options] = vi.mocked(uploadForm).mock.calls[0]!;
    expect([path, options?.method, body.get('name'), body.get('logo')]).toEqual([`/api/confi/${config(1, '')._id}`, 'PUT', 'Gondia Prints & Co', null]);

    fireEvent.click(screen.getByRole('button', { name: '+ New Config' }));
    const next = dialog('Add Configuration');
    expect((within(next).getByLabelText(labelled('Name')) as HTMLInputElement).value).toBe('');
    type(next, 'Name', 'Second');
    type(next, 'Email', 's@example.com');
    type(next, 'Mobile', '1');
    type(next, 'Address', 'x');
    fireEvent.click(within(next).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Config added')).toBeTruthy();
    expect(vi.mocked(uploadForm).mock.calls[1]![0]).toBe('/api/confi/add');
  });

  it("shows the server's message, or Submit failed.", async () => {
    stubApi([config(1, 'Gondia Prints')]);
    vi.mocked(uploadForm).mockRejectedValueOnce(new ApiError('Facebook link must be a web address starting with http:// or https://.', 400));
    vi.mocked(uploadForm).mockRejectedValueOnce(new ApiError('Internal Server Error', 500));
    renderWithApp(<SiteConfigAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Gondia Prints' }));
    fireEvent.click(within(dialog('Edit Config')).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Facebook link must be a web address starting with http:// or https://.')).toBeTruthy();
    fireEvent.click(within(dialog('Edit Config')).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Submit failed.')).toBeTruthy();
    expect(dialog('Edit Config')).toBeTruthy();
  });

  it('deletes after the spec question', async () => {
    stubApi([config(1, 'Gondia Prints')]);
    renderWithApp(<SiteConfigAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Gondia Prints' }));
    expect(screen.getByText('Are you sure you want to delete this config?')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Config deleted')).toBeTruthy();
  });
});
