import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from '../../../../contract/catalogue.ts';
import { ApiError, uploadForm } from '../../lib/admin-api.ts';
import { AdminToaster, toast } from '../admin-toaster.tsx';
import '../../../test-support/render.tsx';
import { ListingFormDialog } from './listing-form-dialog.tsx';
import { cards, gold, hindu, listing, muslim, religion, stubShop, trophies } from './test-shop.ts';

vi.mock('../../lib/admin-api.ts', async (original) => ({ ...(await original<object>()), uploadForm: vi.fn() }));
vi.mock('../../lib/compress-images.ts', async (original) => (await import('./test-shop.ts')).withoutCompression(await original()));

const upload = vi.mocked(uploadForm);

function open(listingToEdit: Listing | null = null, onSaved = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (ui: ReactNode) => (
    <QueryClientProvider client={client}>
      {ui}
      <AdminToaster />
    </QueryClientProvider>
  );
  render(wrap(<ListingFormDialog open listing={listingToEdit} onClose={() => {}} onSaved={onSaved} />));
  return { dialog: screen.getByRole('dialog'), onSaved };
}

const select = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) }) as HTMLSelectElement;
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const optionNames = (el: HTMLSelectElement) => [...el.options].map((o) => o.textContent);

async function fillRequired() {
  fireEvent.change(input(/^Title/), { target: { value: 'Royal card' } });
  await waitFor(() => expect(optionNames(select('Category'))).toContain('Trophies'));
  fireEvent.change(select('Category'), { target: { value: trophies.category_uuid } });
  await waitFor(() => expect(optionNames(select('Subcategory'))).toContain('Gold cups'));
  fireEvent.change(select('Subcategory'), { target: { value: gold.subcategory_uuid } });
  fireEvent.change(input(/^Price/), { target: { value: '1499.5' } });
}

beforeEach(() => {
  upload.mockReset();
});
afterEach(() => act(() => toast.remove()));

describe('ListingFormDialog, create', () => {
  it('is titled Create New Listing and asks for the required fields with "Fill all fields"', async () => {
    stubShop([]);
    const { dialog } = open();
    expect(within(dialog).getByRole('heading', { name: 'Create New Listing' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Fill all fields')).toBeTruthy();
    expect(input(/^Title/).getAttribute('aria-invalid')).toBe('true');
    expect(input(/^Price/).getAttribute('aria-invalid')).toBe('true');
    expect(upload).not.toHaveBeenCalled();
  });

  it('offers only the chosen category subcategories, and clears the choice when the category changes', async () => {
    const fetch = stubShop([]);
    open();
    expect(select('Subcategory').options).toHaveLength(1);
    await waitFor(() => expect(optionNames(select('Category'))).toEqual(['Select category', 'Wedding Cards', 'Trophies']));
    fireEvent.change(select('Category'), { target: { value: cards.category_uuid } });
    await waitFor(() => expect(optionNames(select('Subcategory'))).toEqual(['Select subcategory', hindu.name, muslim.name]));
    expect(fetch).toHaveBeenCalledWith(`/api/subcategories?categoryId=${cards.category_uuid}`, expect.anything());
    fireEvent.change(select('Subcategory'), { target: { value: hindu.subcategory_uuid } });
    fireEvent.change(select('Category'), { target: { value: trophies.category_uuid } });
    await waitFor(() => expect(optionNames(select('Subcategory'))).toEqual(['Select subcategory', gold.name]));
    expect(select('Subcategory').value).toBe('');
  });

  it('lets only digits and one decimal point into the prices', () => {
    stubShop([]);
    open();
    fireEvent.change(input(/^Price/), { target: { value: '12a.3.4' } });
    expect(input(/^Price/).value).toBe('12.34');
    fireEvent.change(input(/^Discount price/), { target: { value: 'x9.9.' } });
    expect(input(/^Discount price/).value).toBe('9.9');
    expect(input(/^Minimum order quantity/).value).toBe('1');
  });

  it('suggests titles and prices from the lookup lists', async () => {
    stubShop([]);
    const { dialog } = open();
    await waitFor(() => expect(dialog.querySelector('datalist option[value="Royal wedding card"]')).not.toBeNull());
    expect(dialog.querySelector(`datalist#${CSS.escape(input(/^Price/).getAttribute('list')!)} option[value="999"]`)).not.toBeNull();
  });

  it('requires the religion, then favorite (no default)', async () => {
    stubShop([]);
    open();
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Please select a religion.')).not.toHaveLength(0);
    fireEvent.change(select('Religion'), { target: { value: religion.religion_uuid } });
    expect((screen.getByRole('radio', { name: '1 (Yes)' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: '0 (No)' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Please choose Favorite: 1 or 0.')).not.toHaveLength(0);
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads with progress, says "Listing created" and reports the saved listing', async () => {
    stubShop([]);
    let finish!: (value: Listing) => void;
    upload.mockImplementation((_path, _form, options) => {
      options?.onProgress?.(42);
      return new Promise((resolve) => (finish = resolve as (value: Listing) => void));
    });
    const { onSaved } = open();
    await fillRequired();
    await waitFor(() => expect(optionNames(select('Religion'))).toContain('Hindu'));
    fireEvent.change(select('Religion'), { target: { value: religion.religion_uuid } });
    fireEvent.click(screen.getByRole('radio', { name: '0 (No)' }));
    fireEvent.change(screen.getByLabelText('Images'), {
      target: { files: [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.webp', { type: 'image/webp' })] },
    });
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Remove image/ })).toHaveLength(2));
    // Submit waits until the picked images are prepared.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Uploading... 42%')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    const [path, form, options] = upload.mock.calls[0]!;
    expect(path).toBe('/api/listings');
    expect(options?.method).toBe('POST');
    expect(form.get('title')).toBe('Royal card');
    expect(form.get('category')).toBe(trophies.category_uuid);
    expect(form.get('subcategory')).toBe(gold.subcategory_uuid);
    expect(form.get('religions')).toBe(religion.religion_uuid);
    expect(form.get('price')).toBe('1499.5');
    expect(form.get('favorite')).toBe('0');
    expect(form.get('moq')).toBe('1');
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['a.png', 'b.webp']);

    const saved = listing(9, { title: 'Royal card' });
    await act(async () => finish(saved));
    expect(await screen.findByText('Listing created')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(saved);
    expect(screen.queryByText(/Uploading\.\.\./)).toBeNull();
  });

  it('takes an HSN code and a GST rate under the prices, refusing a short code with its message before sending', async () => {
    stubShop([]);
    upload.mockImplementation(() => new Promise(() => {}));
    open();
    await fillRequired();
    await waitFor(() => expect(optionNames(select('Religion'))).toContain('Hindu'));
    fireEvent.change(select('Religion'), { target: { value: religion.religion_uuid } });
    fireEvent.click(screen.getByRole('radio', { name: '0 (No)' }));
    fireEvent.change(input(/^HSN code/), { target: { value: '49a1' } });
    expect(input(/^HSN code/).value).toBe('491');
    fireEvent.change(input(/^GST rate/), { target: { value: '18%' } });
    expect(input(/^GST rate/).value).toBe('18');
    // The bill's unit: numbers unless chosen, only GST's codes offered.
    expect(select('Unit on the bill').value).toBe('NOS');
    expect(optionNames(select('Unit on the bill'))).toEqual(expect.arrayContaining(['NOS – numbers', 'PCS – pieces', 'SET – sets', 'BOX – boxes']));
    fireEvent.change(select('Unit on the bill'), { target: { value: 'BOX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findAllByText('HSN code must be 4, 6 or 8 digits (such as 4911), or a SAC code of 6 digits starting 99 (such as 998912); or blank.'),
    ).not.toHaveLength(0);
    expect(upload).not.toHaveBeenCalled();
    fireEvent.change(input(/^HSN code/), { target: { value: '4911' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    const form = upload.mock.calls[0]![1];
    expect([form.get('hsn'), form.get('gstRate'), form.get('uqc')]).toEqual(['4911', '18', 'BOX']);
  });

  it('shows the server message of a refused save, or "Submit failed."', async () => {
    stubShop([]);
    upload.mockRejectedValueOnce(new ApiError('Unknown category.', 400)).mockRejectedValueOnce(new ApiError('Internal Server Error', 500));
    open();
    await fillRequired();
    await waitFor(() => expect(optionNames(select('Religion'))).toContain('Hindu'));
    fireEvent.change(select('Religion'), { target: { value: religion.religion_uuid } });
    fireEvent.click(screen.getByRole('radio', { name: '1 (Yes)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Unknown category.')).toBeTruthy();
    // A click on a button still busy with the first save is lost: wait until it can be pressed again.
    await waitFor(() => expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submit failed.', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(input(/^Title/).value).toBe('Royal card');
  });

  it('toasts "Failed to fetch dropdown or listings." when a list cannot be loaded', async () => {
    stubShop([], (url) => (url === '/api/categories' ? new Response('{"message":"Internal Server Error"}', { status: 500 }) : undefined));
    open();
    expect(await screen.findByText('Failed to fetch dropdown or listings.')).toBeTruthy();
  });
});

describe('ListingFormDialog, edit', () => {
  it('prefills everything, keeps the images, and sends the kept ones in their new order', async () => {
    stubShop([]);
    const item = listing(3);
    upload.mockResolvedValue(item);
    const { dialog, onSaved } = open(item);
    expect(within(dialog).getByRole('heading', { name: 'Edit Listing' })).toBeTruthy();
    expect(input(/^Title/).value).toBe('Card 3');
    await waitFor(() => expect(select('Subcategory').value).toBe(muslim.subcategory_uuid));
    await waitFor(() => expect(select('Religion').value).toBe(religion.religion_uuid));
    expect(select('Category').value).toBe(cards.category_uuid);
    expect(input(/^Price/).value).toBe('1500');
    expect(input(/^Discount price/).value).toBe('1200');
    expect(input(/^Minimum order quantity/).value).toBe('50');
    expect((screen.getByRole('radio', { name: '1 (Yes)' }) as HTMLInputElement).checked).toBe(true);
    expect(input(/^Description/).value).toBe('Gold foil');
    expect(input(/^Location/).value).toBe('Gondia');
    expect(select('Unit on the bill').value).toBe('SET');
    expect(
      within(dialog)
        .getAllByRole('img', { name: /^Images \d/ })
        .map((i) => i.getAttribute('src')),
    ).toEqual(item.images);

    fireEvent.click(screen.getByRole('button', { name: 'Move image 1 down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [path, form, options] = upload.mock.calls[0]!;
    expect(path).toBe(`/api/listings/${item._id}`);
    expect(options?.method).toBe('PUT');
    expect(JSON.parse(form.get('existingImages') as string)).toEqual([item.images[1], item.images[0]]);
    expect(await screen.findByText('Listing updated')).toBeTruthy();
  });

  it('removing an image leaves it out of existingImages; a failure says "Update failed."', async () => {
    stubShop([]);
    const item = listing(4);
    upload.mockRejectedValue(new ApiError('Internal Server Error', 500));
    open(item);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await waitFor(() => expect(select('Religion').value).toBe(religion.religion_uuid));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Update failed.')).toBeTruthy();
    expect(JSON.parse(upload.mock.calls[0]![1].get('existingImages') as string)).toEqual([item.images[1]]);
  });
});
