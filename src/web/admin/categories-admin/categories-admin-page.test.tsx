import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '../../../contract/catalogue.ts';
import { toast } from '../components/index.ts';
import { confirmDelete, fill, json, openDialog, press, renderAndSee, renderTable, saveAndSee, stubAdminApi } from '../components/screen-testing.tsx';
import { ApiError } from '../lib/admin-api.ts';
import { renderWithApp } from '../../test-support/render.tsx';
import CategoriesAdminPage from './categories-admin-page.tsx';
import { checkCategory } from './category-rules.ts';

const upload = vi.hoisted(() => vi.fn());
/** While set, picked images stay "being prepared" until it resolves. */
const preparing = vi.hoisted(() => ({ until: null as Promise<void> | null }));
vi.mock('../lib/admin-api.ts', async (original) => ({ ...(await original<typeof import('../lib/admin-api.ts')>()), uploadForm: upload }));
vi.mock('../lib/compress-images.ts', async (original) => {
  const actual = await original<typeof import('../lib/compress-images.ts')>();
  return {
    ...actual,
    prepareImages: async (files: File[]) => {
      await preparing.until;
      return { files: actual.checkImages(files, 0, 1).accepted, skipped: false, tooMany: false };
    },
  };
});

const category = (name: string, isUsed = false): Category => ({
  _id: `id-${name}`,
  category_uuid: `id-${name}`,
  name,
  imageUrl: `/media/${name.length}abc.jpg`,
  isUsed,
  hsn: '',
  gstRate: '',
  createdAt: '2025-01-01T00:00:00.000Z',
});

const stubApi = (list: Category[] | 'fail') =>
  stubAdminApi({ '/api/categories/with-usage': list }, (_url, init) => (init?.method === 'DELETE' ? json(200, { message: 'Deleted' }) : undefined));

/** An empty list, and the New Category dialog opened on it. */
async function openNewOnEmptyList() {
  stubApi([]);
  await renderAndSee(<CategoriesAdminPage />, 'No categories found.');
  return openDialog('New Category', 'New Category');
}

const pickImage = (dialog: HTMLElement) =>
  fireEvent.change(within(dialog).getByLabelText('Image'), { target: { files: [new File([new Uint8Array(4)], 'c.jpg', { type: 'image/jpeg' })] } });

beforeEach(() => {
  upload.mockReset();
  preparing.until = null;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
});
afterEach(() => act(() => toast.remove()));

describe('category rules', () => {
  const list = [category('Wedding')];
  it('needs a trimmed name and an image on create, a name on edit', () => {
    expect(checkCategory({ name: '  ', hasImage: true }, list)).toBe('Name and image required.');
    expect(checkCategory({ name: 'Birthday', hasImage: false }, list)).toBe('Name and image required.');
    expect(checkCategory({ name: ' ', hasImage: false }, list, list[0])).toBe('Name required.');
    expect(checkCategory({ name: 'Birthday', hasImage: true }, list)).toBeNull();
  });
  it('refuses a name taken in any case, except the category own name on edit', () => {
    expect(checkCategory({ name: ' wEDDING ', hasImage: true }, list)).toBe('Name already exists.');
    expect(checkCategory({ name: 'WEDDING', hasImage: false }, list, list[0])).toBeNull();
    expect(checkCategory({ name: 'wedding', hasImage: false }, [...list, category('Opening')], { _id: 'id-Opening' })).toBe('Name already exists.');
  });
});

describe('Upload Category', () => {
  it('lists categories; Delete is hidden for one in use; search filters by name', async () => {
    stubApi([category('Wedding', true), category('Birthday')]);
    await renderTable(<CategoriesAdminPage />, 'Categories', ['Image', 'Name', 'Actions']);
    expect(screen.getByRole('button', { name: 'Edit Wedding' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Wedding' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Birthday' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search categories' }), { target: { value: 'BIRTH' } });
    expect(screen.queryByText('Wedding')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } });
    expect(screen.getByText('No categories found.')).toBeTruthy();
  });

  it('says when the list cannot be fetched', async () => {
    stubApi('fail');
    await renderAndSee(<CategoriesAdminPage />, 'Failed to fetch categories.');
  });

  it('New Category: the required fields, a duplicate name, then a created category', async () => {
    stubApi([category('Wedding')]);
    renderWithApp(<CategoriesAdminPage />);
    await screen.findByRole('table');
    const dialog = await openDialog('New Category', 'New Category');
    await saveAndSee(dialog, { Name: 'Trophies' }, 'Name and image required.');
    pickImage(dialog);
    await within(dialog).findByRole('img', { name: 'Image 1' });
    await saveAndSee(dialog, { Name: ' wedding ' }, 'Name already exists.');
    expect(upload).not.toHaveBeenCalled();

    upload.mockResolvedValueOnce(category('Trophies'));
    fill(dialog, { Name: ' Trophies ' });
    press(dialog);
    expect(await screen.findByText('Category created.')).toBeTruthy();
    const [path, form, options] = upload.mock.calls[0]!;
    expect([path, options.method, form.get('name'), (form.get('image') as File).name]).toEqual(['/api/categories', 'POST', 'Trophies', 'c.jpg']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('waits for the image being prepared: no "Name and image required." while it is compressed', async () => {
    const dialog = await openNewOnEmptyList();
    let ready = () => {};
    preparing.until = new Promise<void>((resolve) => (ready = resolve));
    fill(dialog, { Name: 'Trophies' });
    pickImage(dialog);
    expect(await within(dialog).findByText(/Preparing images/)).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    // Enter in the name field submits the form too: nothing happens until the image is ready.
    fireEvent.submit(within(dialog).getByLabelText('Name').closest('form')!);
    await act(async () => ready());
    await within(dialog).findByRole('img', { name: 'Image 1' });
    expect(screen.queryByText('Name and image required.')).toBeNull();
    expect(save.disabled).toBe(false);
    upload.mockResolvedValueOnce(category('Trophies'));
    fireEvent.click(save);
    expect(await screen.findByText('Category created.')).toBeTruthy();
    expect((upload.mock.calls[0]![1] as FormData).get('image')).toBeInstanceOf(File);
  });

  it('shows the server message when it refuses (409), and keeps the modal open', async () => {
    const dialog = await openNewOnEmptyList();
    fill(dialog, { Name: 'Race' });
    pickImage(dialog);
    await within(dialog).findByRole('img', { name: 'Image 1' });
    upload.mockRejectedValueOnce(new ApiError('Name already exists.', 409));
    press(dialog);
    expect(await screen.findByText('Name already exists.')).toBeTruthy();
    upload.mockRejectedValueOnce(new ApiError('Internal Server Error', 500));
    press(dialog);
    expect(await screen.findByText('Upload failed.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'New Category' })).toBeTruthy();
  });

  it('Edit: a name is required, its own name is fine, the image is optional', async () => {
    stubApi([category('Wedding')]);
    renderWithApp(<CategoriesAdminPage />);
    const dialog = await openDialog('Edit Wedding', 'Edit Category');
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Wedding');
    await saveAndSee(dialog, { Name: '  ' }, 'Name required.');
    upload.mockResolvedValueOnce(category('WEDDING'));
    await saveAndSee(dialog, { Name: 'WEDDING' }, 'Category updated.');
    const [path, form, options] = upload.mock.calls[0]!;
    expect([path, options.method, form.get('name'), form.get('image')]).toEqual(['/api/categories/id-Wedding', 'PUT', 'WEDDING', null]);
  });

  it('Edit: the Hindi name is prefilled (lang="hi") and sent in translations, Devanagari as typed (issue 19)', async () => {
    stubApi([{ ...category('Wedding'), translations: { hi: { name: 'शादी' } } }]);
    renderWithApp(<CategoriesAdminPage />);
    const dialog = await openDialog('Edit Wedding', 'Edit Category');
    const hindi = within(dialog).getByLabelText('Hindi name (optional)') as HTMLInputElement;
    expect([hindi.value, hindi.lang]).toEqual(['शादी', 'hi']);
    upload.mockResolvedValueOnce(category('Wedding'));
    await saveAndSee(dialog, { 'Hindi name (optional)': '  शादी के <कार्ड>  ' }, 'Category updated.');
    const [, form] = upload.mock.calls[0]!;
    expect(JSON.parse(form.get('translations') as string)).toEqual({ hi: { name: 'शादी के <कार्ड>' } });
  });

  it("Edit: the category's HSN or SAC code and GST rate are prefilled and sent; a wrong code is refused before sending (issue 28)", async () => {
    stubApi([{ ...category('Wedding'), hsn: '4909', gstRate: '12' }]);
    renderWithApp(<CategoriesAdminPage />);
    const dialog = await openDialog('Edit Wedding', 'Edit Category');
    expect((within(dialog).getByLabelText('GST rate % (optional)') as HTMLInputElement).value).toBe('12');
    await saveAndSee(
      dialog,
      { 'HSN or SAC code (optional)': '49091' },
      'HSN code must be 4, 6 or 8 digits (such as 4911), or a SAC code of 6 digits starting 99 (such as 998912); or blank.',
    );
    expect(upload).not.toHaveBeenCalled();
    upload.mockResolvedValueOnce(category('Wedding'));
    await saveAndSee(dialog, { 'HSN or SAC code (optional)': '998912', 'GST rate % (optional)': '18' }, 'Category updated.');
    const [, form] = upload.mock.calls[0]!;
    expect([form.get('hsn'), form.get('gstRate')]).toEqual(['998912', '18']);
  });

  it('Delete asks "Delete this category?" and says Deleted', async () => {
    const fetch = stubApi([category('Birthday')]);
    renderWithApp(<CategoriesAdminPage />);
    await confirmDelete('Birthday', 'Delete this category?');
    expect(await screen.findByText('Deleted')).toBeTruthy();
    expect(fetch.mock.calls.some(([url, init]) => url === '/api/categories/id-Birthday' && init?.method === 'DELETE')).toBe(true);
  });
});
