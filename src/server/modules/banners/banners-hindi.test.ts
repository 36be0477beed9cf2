import { describe, expect, it } from 'vitest';
import { form, uniqueJpeg } from '../../test-support/fixtures.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';

const t = useTestApp();

const hi = (fields: Record<string, unknown>) => ({ hi: fields });

describe('a banner in Hindi (issue 19)', () => {
  it('round-trips the Hindi name and alt text by multipart and by JSON; omitted keeps, blank clears', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/banners',
      headers: { cookie: t.cookie },
      payload: form({
        name: 'Diwali sale',
        translations: JSON.stringify(hi({ name: 'दिवाली सेल', altText: '<b>"दीये"</b> & 50% छूट' })),
        image: { data: await uniqueJpeg() },
      }),
    });
    expect(created.statusCode).toBe(201);
    const banner = created.json();
    expect(banner.translations).toEqual({ hi: { name: 'दिवाली सेल', altText: '<b>"दीये"</b> & 50% छूट' } });

    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/banners/${banner._id}`, headers: { cookie: t.cookie }, payload });
    expect((await put({ name: 'Diwali offer' })).json().translations).toEqual(banner.translations);
    expect((await put({ name: 'Diwali offer', translations: hi({ altText: '' }) })).json().translations).toEqual({ hi: { name: 'दिवाली सेल' } });
    expect((await put({ name: 'Diwali offer', translations: hi({ name: null }) })).json().translations).toEqual({});
    expect((await t.app.inject({ url: '/api/banners' })).json()[0].translations).toEqual({});
  });

  it('refuses a wrong shape with a clear 400 and changes nothing', async () => {
    const banner = (
      await t.app.inject({
        method: 'POST',
        url: '/api/banners',
        headers: { cookie: t.cookie },
        payload: form({ name: 'Sale', image: { data: await uniqueJpeg() } }),
      })
    ).json();
    for (const [translations, message] of [
      ['not json', 'translations must be JSON such as {"hi":{"name":"…"}}.'],
      [{ hi: { altText: 'क'.repeat(301) } }, 'Alt text in Hindi must be at most 300 characters.'],
      [{ hi: { name: 'a\u0000b' } }, 'translations.hi.name must not contain NUL characters.'],
    ] as const) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/banners/${banner._id}`,
        headers: { cookie: t.cookie },
        payload: { name: 'Changed', translations },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await t.app.inject({ url: `/api/banners/${banner._id}` })).json()).toEqual(banner);
  });
});
