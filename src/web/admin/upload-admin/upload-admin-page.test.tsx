import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, uploadForm } from '../lib/admin-api.ts';
import { renderWithApp } from '../../test-support/render.tsx';
import UploadAdminPage from './upload-admin-page.tsx';

vi.mock('../lib/admin-api.ts', async (original) => ({ ...(await original<typeof import('../lib/admin-api.ts')>()), uploadForm: vi.fn() }));

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const lookups = (...names: string[]) => ({ success: true, result: names.map((name, i) => ({ _id: `i${i}`, name, createdAt: '2024-01-01T00:00:00.000Z' })) });

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/users/me') return json(200, { _id: 'u1', User_name: 'admin' });
      if (url === '/api/titles') return json(200, lookups('Royal Wedding Card'));
      if (url === '/api/sizes') return json(200, lookups('A5'));
      if (url.startsWith('/api/') && !url.includes('categor') && !url.includes('religion')) return json(200, lookups());
      return json(200, url.includes('religion') ? { success: true, result: [] } : []);
    }),
  );
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  return alert;
}

const png = () => new File([new Uint8Array(10)], 'card.png', { type: 'image/png' });

beforeEach(() => {
  vi.mocked(uploadForm).mockReset();
});

describe('/upload', () => {
  it('suggests the saved titles and sizes (D-B13)', async () => {
    stubApi();
    const { container } = renderWithApp(<UploadAdminPage />, { path: '/upload' });
    const title = await screen.findByLabelText('Title');
    await waitFor(() =>
      expect(container.querySelector(`datalist#${CSS.escape(title.getAttribute('list')!)} option`)?.getAttribute('value')).toBe('Royal Wedding Card'),
    );
    expect((screen.getByLabelText('Price') as HTMLInputElement).type).toBe('number');
    expect((screen.getByLabelText('Instagram URL') as HTMLInputElement).type).toBe('url');
  });

  it('asks for a file first', async () => {
    const alert = stubApi();
    renderWithApp(<UploadAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect(alert).toHaveBeenCalledWith('Please select at least one file.');
    expect(uploadForm).not.toHaveBeenCalled();
  });

  it('uploads the image with its fields, says so and clears the file', async () => {
    const alert = stubApi();
    vi.mocked(uploadForm).mockResolvedValue({});
    renderWithApp(<UploadAdminPage />);
    const file = (await screen.findByLabelText('Image')) as HTMLInputElement;
    fireEvent.change(file, { target: { files: [png()] } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: ' Royal ' } });
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: '499' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Uploaded successfully'));
    const [path, form] = vi.mocked(uploadForm).mock.calls[0]!;
    expect(path).toBe('/api/images');
    expect((form.get('image') as File).name).toBe('card.png');
    expect([form.get('title'), form.get('price'), form.get('seoKeywords')]).toEqual(['Royal', '499', '']);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(alert).toHaveBeenLastCalledWith('Please select at least one file.');
  });

  it('says "Upload failed" when the upload fails', async () => {
    const alert = stubApi();
    vi.mocked(uploadForm).mockRejectedValue(new ApiError('Network error. Please try again.', 0));
    renderWithApp(<UploadAdminPage />);
    fireEvent.change(await screen.findByLabelText('Image'), { target: { files: [png()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Upload failed'));
  });
});
