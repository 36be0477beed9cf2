import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadForm } from '../../lib/admin-api.ts';
import { AdminToaster, toast } from '../admin-toaster.tsx';
import '../../../test-support/render.tsx';
import { ListingFormDialog } from './listing-form-dialog.tsx';
import { listing, stubShop } from './test-shop.ts';

vi.mock('../../lib/admin-api.ts', async (original) => ({ ...(await original<object>()), uploadForm: vi.fn() }));

const upload = vi.mocked(uploadForm);
beforeEach(() => upload.mockReset());
afterEach(() => act(() => toast.remove()));

function open(finishing: string) {
  const item = { ...listing(3), finishing };
  upload.mockResolvedValue(item);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ListingFormDialog open listing={item} onClose={() => {}} onSaved={() => {}} />
      <AdminToaster />
    </QueryClientProvider>,
  );
  return screen.getByLabelText('Finishing cost a piece (₹)') as HTMLInputElement;
}

describe('the listing form’s finishing cost (issue 29, item 5)', () => {
  it('shows the saved cost, says customers never see it, takes only a price and sends it', async () => {
    stubShop([]);
    const field = open('3.50');
    expect(field.value).toBe('3.50');
    expect(field).toHaveAccessibleDescription('Cutting, lamination, envelope… for the job’s cost and margin. Customers never see it.');
    fireEvent.change(field, { target: { value: '4.5x5' } });
    expect(field.value).toBe('4.55');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect(upload.mock.calls[0]![1].get('finishing')).toBe('4.55');
  });

  it('leaves a listing without one blank, and sends blank (none)', async () => {
    stubShop([]);
    const field = open('0');
    expect(field.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect(upload.mock.calls[0]![1].get('finishing')).toBe('');
  });
});
