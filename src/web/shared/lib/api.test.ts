import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategorySchema } from '../../../contract/catalogue.ts';
import { site } from '../../test-support/samples.ts';
import { ApiError, apiGet, apiRequest } from './api.ts';

function stubFetch(status: number, body: string) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('reads the first configuration, or null when there is none', async () => {
    stubFetch(200, JSON.stringify({ success: true, result: [site, { ...site, name: 'Other' }] }));
    expect(await apiGet('/api/confi/GetConfiList', 'siteConfig')).toEqual(site);
    stubFetch(200, JSON.stringify({ success: true, result: [] }));
    expect(await apiGet('/api/confi/GetConfiList', 'siteConfig')).toBeNull();
    stubFetch(200, JSON.stringify({ success: false, message: 'Confi Not found' }));
    expect(await apiGet('/api/confi/GetConfiList', 'siteConfig')).toBeNull();
  });

  it("throws the server's message on a 4xx or 5xx", async () => {
    stubFetch(404, JSON.stringify({ message: 'Listing not found' }));
    const error = await apiGet('/api/listings/x', 'listing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Listing not found', status: 404 });
    stubFetch(502, '<html>Bad gateway</html>');
    await expect(apiGet('/api/banners', 'banners')).rejects.toThrow('Request failed (502).');
  });

  it('refuses an answer that does not have the contract shape', async () => {
    stubFetch(200, JSON.stringify([{ _id: 'x', name: 'No image field' }]));
    await expect(apiGet('/api/categories', 'categories')).rejects.toThrow();
  });

  it('sends JSON or multipart with the session cookie and parses with any schema', async () => {
    const category = {
      _id: 'a',
      category_uuid: 'a',
      name: 'Cards',
      imageUrl: '/media/a.jpg',
      isUsed: false,
      hsn: '',
      gstRate: '',
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    const fetch = stubFetch(201, JSON.stringify({ ...category, extra: 'dropped' }));
    const form = new FormData();
    form.set('name', 'Cards');
    expect(await apiRequest('/api/categories', CategorySchema, { method: 'POST', form })).toEqual(category);
    expect(fetch).toHaveBeenLastCalledWith('/api/categories', expect.objectContaining({ method: 'POST', credentials: 'same-origin', body: form }));

    stubFetch(409, JSON.stringify({ message: 'Name already exists.' }));
    await expect(apiRequest('/api/religions/1', CategorySchema, { method: 'PUT', json: { name: 'x' } })).rejects.toThrow('Name already exists.');
  });
});
