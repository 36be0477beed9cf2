import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminTable } from './admin-table.tsx';
import { AdminToaster, toast, TOAST_DURATIONS, TOAST_LIMIT } from './admin-toaster.tsx';
import { ImagePicker, splitImages, existingImages, type PickedImage } from './image-picker.tsx';
import { UploadProgress } from './upload-progress.tsx';
import '../../test-support/render.tsx';

afterEach(() => {
  act(() => toast.remove());
});

describe('AdminToaster', () => {
  it('uses the spec durations: success 2 s, error 4 s, others 4 s', () => {
    expect(TOAST_DURATIONS).toEqual({ success: 2000, error: 4000, blank: 4000 });
  });

  it('shows at most 20 toasts at once, the newest ones', async () => {
    render(<AdminToaster />);
    act(() => {
      for (let i = 1; i <= 25; i++) toast.error(`Upload failed ${i}`);
    });
    await waitFor(() => expect(screen.getByText('Upload failed 25')).toBeTruthy());
    expect(TOAST_LIMIT).toBe(20);
    await waitFor(() => expect(screen.getAllByText(/^Upload failed \d+$/).length).toBeLessThanOrEqual(20));
    expect(screen.queryByText('Upload failed 1')).toBeNull();
  });

  it('shows a success toast', async () => {
    render(<AdminToaster />);
    act(() => void toast.success('Banner deleted'));
    expect(await screen.findByText('Banner deleted')).toBeTruthy();
  });
});

describe('AdminTable', () => {
  const rows = [
    { id: '1', name: 'Wedding' },
    { id: '2', name: 'Birthday' },
  ];
  const columns = [{ header: 'Name', cell: (r: { id: string; name: string }) => r.name }];

  it('renders a table on wide screens', () => {
    render(<AdminTable caption="Categories" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Categories' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
  });

  it('renders cards on a phone', () => {
    const matchMedia = vi.fn((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal('matchMedia', matchMedia);
    render(<AdminTable caption="Categories" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('list', { name: 'Categories' }).querySelectorAll('li')).toHaveLength(2);
  });

  it('shows the empty text and the loading text', () => {
    const { rerender } = render(<AdminTable caption="Banners" columns={columns} rows={[]} rowKey={(r) => r.id} empty="No banners found." />);
    expect(screen.getByText('No banners found.')).toBeTruthy();
    rerender(<AdminTable caption="Banners" columns={columns} rows={undefined} loading rowKey={(r) => r.id} />);
    expect(screen.getByText('Loading...')).toBeTruthy();
  });
});

describe('UploadProgress', () => {
  it('shows a progress bar with the percent', () => {
    render(<UploadProgress percent={42.4} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('Uploading... 42%')).toBeTruthy();
  });
});

function PickerHarness({ initial = [] as PickedImage[], onChange = (_: PickedImage[]) => {} }) {
  const [images, setImages] = useState(initial);
  return (
    <>
      <ImagePicker
        label="Images"
        images={images}
        compress={false}
        onChange={(next) => {
          setImages(next);
          onChange(next);
        }}
      />
      <AdminToaster />
    </>
  );
}

const file = (name: string, type = 'image/jpeg') => new File([new Uint8Array(4)], name, { type });

describe('ImagePicker', () => {
  it('accepts only jpeg, png and webp, and says when files were skipped', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const onChange = vi.fn();
    render(<PickerHarness onChange={onChange} />);
    const input = screen.getByLabelText('Images') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    expect(input.multiple).toBe(true);
    fireEvent.change(input, { target: { files: [file('a.jpg'), file('b.gif', 'image/gif')] } });
    expect(await screen.findByText('Some files were skipped.')).toBeTruthy();
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls.at(-1)![0].map((i: PickedImage) => i.file?.name)).toEqual(['a.jpg']);
  });

  it('keeps at most 10 images in total', async () => {
    render(<PickerHarness initial={existingImages(Array.from({ length: 9 }, (_, i) => `/media/${i}.jpg`))} />);
    fireEvent.change(screen.getByLabelText('Images'), { target: { files: [file('a.jpg'), file('b.jpg')] } });
    expect(await screen.findByText('Max 10 images allowed.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Remove image/ })).toHaveLength(10));
  });

  it('removes and reorders images; new ones stay after existing ones', async () => {
    const onChange = vi.fn();
    render(<PickerHarness initial={existingImages(['/media/a.jpg', '/media/b.jpg'])} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move image 1 down' }));
    expect(splitImages(onChange.mock.calls.at(-1)![0]).existing).toEqual(['/media/b.jpg', '/media/a.jpg']);
    fireEvent.change(screen.getByLabelText('Images'), { target: { files: [file('new.png', 'image/png')] } });
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Remove image/ })).toHaveLength(3));
    expect((screen.getByRole('button', { name: 'Move image 3 up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    const last = splitImages(onChange.mock.calls.at(-1)![0]);
    expect(last.existing).toEqual(['/media/a.jpg']);
    expect(last.files.map((f) => f.name)).toEqual(['new.png']);
  });
});
