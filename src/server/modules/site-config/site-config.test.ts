import { describe, expect, it } from 'vitest';
import { SiteConfigListSchema, SiteConfigSchema } from '../../../contract/site.ts';
import { form, jpeg, SVG, uniqueJpeg } from '../../test-support/fixtures.ts';
import { mediaFiles } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';

const t = useTestApp();

type Fields = Parameters<typeof form>[0];
const BASE = { name: 'SK Cards', email: 'shop@example.com', phone: '+91 98000 00001', address: 'Main Road, Gondia' };

const add = (fields: Fields, headers: Record<string, string> = { cookie: t.cookie }) =>
  t.app.inject({ method: 'POST', url: '/api/confi/add', headers, payload: form(fields) });
const edit = (id: string, fields: Fields) => t.app.inject({ method: 'PUT', url: `/api/confi/${id}`, headers: { cookie: t.cookie }, payload: form(fields) });
const list = async () => SiteConfigListSchema.parse((await t.app.inject({ url: '/api/confi/GetConfiList' })).json()).result;

describe('site configuration', () => {
  it('answers success with an empty list before any config exists, publicly', async () => {
    const res = await t.app.inject({ url: '/api/confi/GetConfiList' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, result: [] });
  });

  it('adds a config with a logo and social links, and lists the oldest first', async () => {
    const res = await add({ ...BASE, fb: 'https://facebook.com/skcards', linkedIn: 'https://linkedin.com/in/sk', logo: { data: await uniqueJpeg() } });
    expect(res.statusCode).toBe(201);
    const created = SiteConfigSchema.parse(res.json());
    expect(created).toMatchObject({
      ...BASE,
      Confi_uuid: created._id,
      fb: 'https://facebook.com/skcards',
      insta: '',
      twitter: '',
      linkedIn: 'https://linkedin.com/in/sk',
    });
    expect(created.logo).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);
    expect((await t.app.inject({ url: created.logo })).statusCode).toBe(200);

    await add({ ...BASE, name: 'Second' });
    expect((await list()).map((c) => c.name)).toEqual(['SK Cards', 'Second']);
  });

  it('adds a config without a logo (stored as empty)', async () => {
    const res = await add(BASE);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ logo: '', fb: '', insta: '', twitter: '', linkedIn: '' });
  });

  it('requires a session to add, edit or delete, and changes nothing without one', async () => {
    const created = (await add(BASE)).json();
    expect((await add({ ...BASE, logo: { data: await jpeg() } }, {})).statusCode).toBe(401);
    const put = await t.app.inject({ method: 'PUT', url: `/api/confi/${created._id}`, payload: form({ ...BASE, name: 'Hacked' }) });
    expect(put.statusCode).toBe(401);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/confi/${created._id}` });
    expect(del.statusCode).toBe(401);
    expect(await list()).toEqual([created]);
    expect(await mediaFiles(t)).toEqual([]);
  });

  it('needs name, email, phone and address', async () => {
    for (const missing of ['name', 'email', 'phone', 'address'] as const) {
      const res = await add({ ...BASE, [missing]: '  ' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Fill all fields' });
    }
    const noEmail = { ...BASE } as Partial<typeof BASE>;
    delete noEmail.email;
    expect((await add(noEmail as Fields)).json()).toEqual({ message: 'Fill all fields' });
    expect((await add({ ...BASE, email: 'not-an-email' })).json()).toEqual({ message: 'Please enter a valid email address.' });
    expect((await add({ ...BASE, name: 'x'.repeat(101) })).json()).toEqual({ message: 'Name must be at most 100 characters.' });
    expect((await add({ ...BASE, address: 'x'.repeat(501) })).statusCode).toBe(400);
    expect(await list()).toEqual([]);
  });

  it('refuses social links that are not http(s) web addresses', async () => {
    const bad = await add({ ...BASE, fb: 'javascript:alert(document.cookie)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Facebook link must be a web address starting with http:// or https://.' });
    for (const [field, value] of [
      ['insta', 'data:text/html,hi'],
      ['twitter', 'ftp://x.com'],
      ['linkedIn', 'linkedin.com/in/sk'],
    ]) {
      const res = await add({ ...BASE, [field as string]: value as string });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/link must be a web address starting with http:\/\/ or https:\/\//);
    }
    expect((await add({ ...BASE, twitter: `https://x.com/${'a'.repeat(500)}` })).json()).toEqual({ message: 'Twitter link must be at most 500 characters.' });
    expect(await list()).toEqual([]);
  });

  it('refuses more than one logo, and a file that is not an image, keeping nothing', async () => {
    const two = await add({ ...BASE, logo: [{ data: await uniqueJpeg() }, { data: await uniqueJpeg() }] });
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ message: 'Only one logo image is allowed.' });
    const svg = await add({ ...BASE, logo: { data: SVG, filename: 'x.svg', type: 'image/svg+xml' } });
    expect(svg.statusCode).toBe(415);
    expect(await list()).toEqual([]);
    expect(await mediaFiles(t)).toEqual([]);
  });

  it('edits the fields, keeps absent social links, clears empty ones, and replaces the logo', async () => {
    const created = (await add({ ...BASE, fb: 'https://fb.com/a', insta: 'https://instagram.com/a', logo: { data: await uniqueJpeg() } })).json();
    const kept = await edit(created._id, { ...BASE, name: 'S.K. Cards', insta: '' });
    expect(kept.statusCode).toBe(200);
    expect(SiteConfigSchema.parse(kept.json())).toMatchObject({ name: 'S.K. Cards', fb: 'https://fb.com/a', insta: '', logo: created.logo });

    const replaced = await edit(created._id, { ...BASE, twitter: 'http://twitter.com/sk', logo: { data: await uniqueJpeg() } });
    expect(replaced.json()).toMatchObject({ name: 'SK Cards', twitter: 'http://twitter.com/sk', fb: 'https://fb.com/a' });
    expect(replaced.json().logo).not.toBe(created.logo);
    expect((await t.app.inject({ url: created.logo })).statusCode).toBe(404);

    // The old edit call named the file field 'image'.
    const viaImage = await edit(created._id, { ...BASE, image: { data: await uniqueJpeg() } });
    expect(viaImage.json().logo).not.toBe(replaced.json().logo);
    expect((await t.app.inject({ url: replaced.json().logo })).statusCode).toBe(404);
    expect(await list()).toHaveLength(1);
  });

  it('applies the same rules on edit', async () => {
    const created = (await add(BASE)).json();
    expect((await edit(created._id, { ...BASE, phone: '' })).json()).toEqual({ message: 'Fill all fields' });
    expect((await edit(created._id, { ...BASE, linkedIn: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect(await list()).toEqual([created]);
  });

  it('answers 404 for unknown or malformed ids', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      const put = await edit(id, BASE);
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ message: 'Config not found' });
      const del = await t.app.inject({ method: 'DELETE', url: `/api/confi/${id}`, headers: { cookie: t.cookie } });
      expect(del.statusCode).toBe(404);
      expect(del.json()).toEqual({ message: 'Config not found' });
    }
  });

  it('deletes a config and its logo files', async () => {
    const created = (await add({ ...BASE, logo: { data: await uniqueJpeg() } })).json();
    const del = await t.app.inject({ method: 'DELETE', url: `/api/confi/${created._id}`, headers: { cookie: t.cookie } });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Config deleted' });
    expect(await list()).toEqual([]);
    expect(await mediaFiles(t)).toEqual([]);
  });
});
