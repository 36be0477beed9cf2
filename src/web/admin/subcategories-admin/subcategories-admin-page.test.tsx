import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category, Subcategory } from '../../../contract/catalogue.ts';
import { toast } from '../components/index.ts';
import { confirmDelete, fill, json, openDialog, press, renderTable, stubAdminApi } from '../components/screen-testing.tsx';
import { ApiError } from '../lib/admin-api.ts';
import { renderWithApp } from '../../test-support/render.tsx';
import SubcategoriesAdminPage from './subcategories-admin-page.tsx';

const upload = vi.hoisted(() => vi.fn());
vi.mock('../lib/admin-api.ts', async (original) => ({ ...(await original<typeof import('../lib/admin-api.ts')>()), uploadForm: upload }));
vi.mock('../lib/compress-images.ts', async (original) => {
  const actual = await original<typeof import('../lib/compress-images.ts')>();
  return { ...actual, prepareImages: async (files: File[]) => ({ files: actual.checkImages(files, 0, 1).accepted, skipped: false, tooMany: false }) };
});

const at = '2025-01-01T00:00:00.000Z';
/** A category's uuid, made from its name (the server checks that a picked category is a uuid). */
const cid = (name: string) =>
  `00000000-0000-4000-8000-${[...name]
    .map((c) => c.charCodeAt(0).toString(16))
    .join('')
    .padEnd(12, '0')
    .slice(0, 12)}`;
const category = (name: string): Category => ({
  _id: `c-${name}`,
  category_uuid: cid(name),
  name,
  imageUrl: '/media/abc.jpg',
  isUsed: false,
  hsn: '',
  gstRate: '',
  createdAt: at,
});
const sub = (name: string, parent: Category, isUsed = false): Subcategory => ({
  _id: `s-${name}`,
  subcategory_uuid: `s-${name}`,
  name,
  imageUrl: '/media/def.jpg',
  categoryId: parent.category_uuid,
  category: { _id: parent._id, category_uuid: parent.category_uuid, name: parent.name },
  isUsed,
  createdAt: at,
});
const wedding = category('Wedding');
const trophies = category('Trophies');

const stubApi = (subs: Subcategory[]) =>
  stubAdminApi({ '/api/categories/with-usage': [wedding, trophies], '/api/subcategories': subs }, (_url, init) =>
    init?.method === 'DELETE' ? json(200, { message: 'Deleted' }) : undefined,
  );
const save = (dialog: HTMLElement) => press(dialog);

beforeEach(() => {
  upload.mockReset();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
});
afterEach(() => act(() => toast.remove()));

describe('Subcategory List', () => {
  it('shows Image, Name, Category and Actions; no Delete for one in use; the empty text', async () => {
    stubApi([sub('Premium', wedding, true), sub('Gold', trophies)]);
    const table = await renderTable(<SubcategoriesAdminPage />, 'Subcategories', ['Image', 'Name', 'Category', 'Actions']);
    expect(within(table).getByText('Trophies')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Premium' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Gold' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nothing' } });
    expect(screen.getByText('No subcategories found.')).toBeTruthy();
  });

  it('New Subcategory: the missing-fields text stays in the modal; a failure keeps it open with the reason', async () => {
    stubApi([]);
    renderWithApp(<SubcategoriesAdminPage />);
    await screen.findByText('No subcategories found.');
    const dialog = await openDialog('New Subcategory', 'New Subcategory');
    fill(dialog, { Name: 'Silver' });
    save(dialog);
    expect(within(dialog).getByRole('alert').textContent).toBe('Please provide name, image, and select a category.');
    const select = within(dialog).getByLabelText('Category') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Select a category', 'Wedding', 'Trophies']);
    fireEvent.change(select, { target: { value: trophies.category_uuid } });
    fireEvent.change(within(dialog).getByLabelText('Image'), { target: { files: [new File([new Uint8Array(4)], 's.png', { type: 'image/png' })] } });
    await within(dialog).findByRole('img', { name: 'Image 1' });
    upload.mockRejectedValueOnce(new ApiError('Name already exists.', 409));
    save(dialog);
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('❌ Failed to upload subcategory.Name already exists.'));
    upload.mockResolvedValueOnce(sub('Silver', trophies));
    save(dialog);
    expect(await screen.findByText('✅ Subcategory uploaded successfully!')).toBeTruthy();
    const [path, form, options] = upload.mock.calls[1]!;
    expect([path, options.method, form.get('name'), form.get('categoryId'), (form.get('image') as File).name]).toEqual([
      '/api/subcategories',
      'POST',
      'Silver',
      cid('Trophies'),
      's.png',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Edit: alerts "Name and category are required." and "Failed to update subcategory."', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    stubApi([sub('Gold', trophies)]);
    renderWithApp(<SubcategoriesAdminPage />);
    const dialog = await openDialog('Edit Gold', 'Edit Subcategory');
    expect((within(dialog).getByLabelText('Category') as HTMLSelectElement).value).toBe(cid('Trophies'));
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' ' } });
    save(dialog);
    expect(alert).toHaveBeenLastCalledWith('Name and category are required.');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Golden' } });
    upload.mockRejectedValueOnce(new ApiError('Internal Server Error', 500));
    save(dialog);
    await waitFor(() => expect(alert).toHaveBeenLastCalledWith('Failed to update subcategory.'));
    upload.mockResolvedValueOnce(sub('Golden', wedding));
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: cid('Wedding') } });
    save(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [path, form, options] = upload.mock.calls[1]!;
    expect([path, options.method, form.get('name'), form.get('categoryId'), form.get('image')]).toEqual([
      '/api/subcategories/s-Gold',
      'PUT',
      'Golden',
      cid('Wedding'),
      null,
    ]);
  });

  it('Delete asks its question and deletes', async () => {
    const fetch = stubApi([sub('Gold', trophies)]);
    renderWithApp(<SubcategoriesAdminPage />);
    await confirmDelete('Gold', 'Are you sure you want to delete this subcategory?');
    expect(await screen.findByText('Deleted')).toBeTruthy();
    expect(fetch.mock.calls.some(([url, init]) => url === '/api/subcategories/s-Gold' && init?.method === 'DELETE')).toBe(true);
  });

  it('the Category select lists the categories that arrived after the list, before the dialog opened', async () => {
    const fetch = stubApi([]);
    let answer!: () => void;
    const later = new Promise<void>((resolve) => (answer = resolve));
    const stubbed = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (url, init) => {
      if (url === '/api/categories/with-usage') await later;
      return stubbed(url, init);
    });
    const { client } = renderWithApp(<SubcategoriesAdminPage />);
    await screen.findByText('No subcategories found.');
    answer();
    await waitFor(() => expect(client.getQueryData(['admin', 'categories', 'with-usage'])).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'New Subcategory' }));
    const dialog = screen.getByRole('dialog', { name: 'New Subcategory' });
    const select = within(dialog).getByLabelText('Category') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Select a category', 'Wedding', 'Trophies']);
  });
});
