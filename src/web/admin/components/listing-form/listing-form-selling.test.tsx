import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from '../../../../contract/catalogue.ts';
import { uploadForm } from '../../lib/admin-api.ts';
import { AdminToaster, toast } from '../admin-toaster.tsx';
import '../../../test-support/render.tsx';
import { ListingFormDialog } from './listing-form-dialog.tsx';
import { gold, listing, religion, stubShop, trophies } from './test-shop.ts';

/** What a listing sells (issue 9) in the listing form: the three sections, their prefill, their checks and the multipart body. */

vi.mock('../../lib/admin-api.ts', async (original) => ({ ...(await original<object>()), uploadForm: vi.fn() }));
vi.mock('../../lib/compress-images.ts', async (original) => (await import('./test-shop.ts')).withoutCompression(await original()));

const upload = vi.mocked(uploadForm);
const zone = { key: 'bride_name', label: 'Bride name', x: 0.1, y: 0.3, w: 0.8, h: 0.2, align: 'center' as const, colour: '#7a1020' };

function open(item: Listing | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <ListingFormDialog open listing={item} onClose={() => {}} onSaved={onSaved} />
      <AdminToaster />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole('dialog'), onSaved };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const sent = (key: string) => JSON.parse(upload.mock.calls[0]![1].get(key) as string);

async function fillRequired() {
  fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Royal card' } });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Trophies' })).toBeTruthy());
  fireEvent.change(screen.getByRole('combobox', { name: /^Category/ }), { target: { value: trophies.category_uuid } });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Gold cups' })).toBeTruthy());
  fireEvent.change(screen.getByRole('combobox', { name: /^Subcategory/ }), { target: { value: gold.subcategory_uuid } });
  fireEvent.change(screen.getByLabelText(/^Price \(/), { target: { value: '20' } });
  await waitFor(() => expect(screen.getByRole('option', { name: 'Hindu' })).toBeTruthy());
  fireEvent.change(screen.getByRole('combobox', { name: /^Religion/ }), { target: { value: religion.religion_uuid } });
  fireEvent.click(screen.getByRole('radio', { name: '0 (No)' }));
}

beforeEach(() => upload.mockReset());
afterEach(() => act(() => toast.remove()));

describe('ListingForm: price tiers, options and zones', () => {
  it('sends a tier, an option and a zone drawn on the first picked image as JSON text', async () => {
    stubShop([]);
    upload.mockResolvedValue(listing(9));
    const { dialog, onSaved } = open();
    await fillRequired();
    expect(within(dialog).getByText(/Add an image above first/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Images'), { target: { files: [new File(['a'], 'card.png', { type: 'image/png' })] } });
    const image = await within(dialog).findByRole('img', { name: 'First image: draw the zones on it' });
    expect(image.getAttribute('src')).toBe(within(dialog).getByRole('img', { name: 'Images 1' }).getAttribute('src'));

    fireEvent.click(screen.getByRole('button', { name: 'Add price tier' }));
    type('From quantity (tier 1)', '100');
    type('Price per piece (₹) (tier 1)', '14.50');
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    type('Option name (option 1)', 'Foil');
    type('Choice (option 1, choice 1)', 'Gold');
    type('Surcharge (₹) (option 1, choice 1)', '6');
    const surface = dialog.querySelector<HTMLElement>('[data-zone-surface]')!;
    surface.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 100, right: 200, bottom: 100, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.pointerDown(surface, { pointerId: 1, clientX: 20, clientY: 30, button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(surface, { pointerId: 1, clientX: 180, clientY: 50, pointerType: 'mouse' });
    fireEvent.pointerUp(surface, { pointerId: 1, clientX: 180, clientY: 50, pointerType: 'mouse' });
    type('Zone label', 'Bride name');

    await waitFor(() => expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent('priceTiers')).toEqual([{ minQty: 100, unitPrice: '14.50' }]);
    expect(sent('options')).toEqual([{ name: 'Foil', choices: [{ label: 'Gold', surcharge: '6' }] }]);
    expect(sent('fields')).toEqual([{ key: 'bride_name', label: 'Bride name', x: 0.1, y: 0.3, w: 0.8, h: 0.2, align: 'center', colour: '#222222' }]);
  });

  it('edit prefills the three over the kept first image, and sends them back; emptied lists are sent as []', async () => {
    stubShop([]);
    const item = listing(3, {
      priceTiers: [{ minQty: 100, unitPrice: '14.5' }],
      options: [{ name: 'Foil', choices: [{ label: 'None', surcharge: '0' }] }],
      fields: [zone],
    });
    upload.mockResolvedValue(item);
    const { dialog, onSaved } = open(item);
    expect((screen.getByLabelText('From quantity (tier 1)') as HTMLInputElement).value).toBe('100');
    expect((screen.getByLabelText('Option name (option 1)') as HTMLInputElement).value).toBe('Foil');
    expect(within(dialog).getByRole('img', { name: 'First image: draw the zones on it' }).getAttribute('src')).toBe(item.images[0]);
    fireEvent.click(within(screen.getByRole('list', { name: 'Zones' })).getByRole('button', { name: 'Bride name' }));
    expect((screen.getByLabelText('Width (%)') as HTMLInputElement).value).toBe('80');
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 1' }));
    await waitFor(() => expect((screen.getByRole('combobox', { name: /^Religion/ }) as HTMLSelectElement).value).toBe(religion.religion_uuid));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent('priceTiers')).toEqual([{ minQty: 100, unitPrice: '14.5' }]);
    expect(sent('options')).toEqual([]);
    expect(sent('fields')).toEqual([zone]);
  });

  it('edit prefills the Hindi names of options, choices and zones (lang="hi") and sends them back, a new one as typed (issue 28)', async () => {
    stubShop([]);
    const item = listing(4, {
      options: [{ name: 'Foil', translations: { hi: { name: 'फ़ॉइल' } }, choices: [{ label: 'Gold', surcharge: '6' }] }],
      fields: [{ ...zone, translations: { hi: { label: 'दुल्हन का नाम' } } }],
    });
    upload.mockResolvedValue(item);
    const { onSaved } = open(item);
    const optionHi = screen.getByLabelText('Hindi name (optional) (option 1)') as HTMLInputElement;
    expect([optionHi.value, optionHi.lang]).toEqual(['फ़ॉइल', 'hi']);
    type('Hindi name (optional) (option 1, choice 1)', ' सुनहरा <b>&" ');
    fireEvent.click(within(screen.getByRole('list', { name: 'Zones' })).getByRole('button', { name: 'Bride name' }));
    const zoneHi = within(screen.getByRole('group', { name: 'Zone: Bride name' })).getByLabelText('Hindi name (optional)') as HTMLInputElement;
    expect(zoneHi.value).toBe('दुल्हन का नाम');
    await waitFor(() => expect((screen.getByRole('combobox', { name: /^Religion/ }) as HTMLSelectElement).value).toBe(religion.religion_uuid));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent('options')).toEqual([
      { name: 'Foil', translations: { hi: { name: 'फ़ॉइल' } }, choices: [{ label: 'Gold', surcharge: '6', translations: { hi: { label: 'सुनहरा <b>&"' } } }] },
    ]);
    expect(sent('fields')).toEqual([{ ...zone, translations: { hi: { label: 'दुल्हन का नाम' } } }]);
  });

  it('sends no Hindi name for one cleared', async () => {
    stubShop([]);
    const item = listing(5, { options: [{ name: 'Foil', translations: { hi: { name: 'फ़ॉइल' } }, choices: [{ label: 'Gold', surcharge: '6' }] }] });
    upload.mockResolvedValue(item);
    const { onSaved } = open(item);
    type('Hindi name (optional) (option 1)', '  ');
    await waitFor(() => expect((screen.getByRole('combobox', { name: /^Religion/ }) as HTMLSelectElement).value).toBe(religion.religion_uuid));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent('options')).toEqual([{ name: 'Foil', choices: [{ label: 'Gold', surcharge: '6' }] }]);
  });

  it("refuses what the contract refuses, with the schema's message, before sending", async () => {
    stubShop([]);
    open();
    await fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Add price tier' }));
    type('Price per piece (₹) (tier 1)', '14');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('minQty must be a whole number from 1 to 1000000.')).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Price by quantity' }));
    type('From quantity (tier 1)', '50');
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }));
    type('Option name (option 1)', 'Paper');
    fireEvent.click(screen.getByRole('button', { name: 'Remove choice 1 of option 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('An option needs at least one choice.')).not.toHaveLength(0);
    expect(upload).not.toHaveBeenCalled();
  });
});
