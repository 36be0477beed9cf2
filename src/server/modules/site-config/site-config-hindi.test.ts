import { describe, expect, it } from 'vitest';
import { form } from '../../test-support/fixtures.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';

const t = useTestApp();

type Fields = Parameters<typeof form>[0];
const BASE = { name: 'SK Cards', email: 'shop@example.com', phone: '+91 98000 00001', address: 'Main Road, Gondia' };
const send = (method: 'POST' | 'PUT', url: string, fields: Fields) => t.app.inject({ method, url, headers: { cookie: t.cookie }, payload: form(fields) });
const hi = (fields: Record<string, unknown>) => JSON.stringify({ hi: fields });

describe("the shop's name and address in Hindi (issue 19)", () => {
  it('round-trip, stay when an edit omits them, go when sent blank', async () => {
    const address = 'मेन रोड, गोंदिया\n<script>"441601"</script>';
    const created = await send('POST', '/api/confi/add', { ...BASE, translations: hi({ name: 'एस के कार्ड्स', address }) });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id;
    expect(created.json().translations).toEqual({ hi: { name: 'एस के कार्ड्स', address } });
    expect((await send('PUT', `/api/confi/${id}`, { ...BASE, phone: '98000 00002' })).json().translations).toEqual({ hi: { name: 'एस के कार्ड्स', address } });
    expect((await send('PUT', `/api/confi/${id}`, { ...BASE, translations: hi({ name: '', address: '' }) })).json().translations).toEqual({});
    expect((await t.app.inject({ url: '/api/confi/GetConfiList' })).json().result[0].translations).toEqual({});
  });

  it('refuses bad JSON with a clear 400 and writes nothing', async () => {
    const res = await send('POST', '/api/confi/add', { ...BASE, translations: '{"hi":{"name":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('translations must be JSON such as {"hi":{"name":"…"}}.');
    const long = await send('POST', '/api/confi/add', { ...BASE, translations: hi({ address: 'प'.repeat(501) }) });
    expect(long.json().message).toBe('Address in Hindi must be at most 500 characters.');
    expect((await t.app.inject({ url: '/api/confi/GetConfiList' })).json().result).toEqual([]);
  });
});
