import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from './plugins/session.ts';
import { difference, fingerprint, tableNames } from './test-support/fingerprint.ts';
import { form, gif, jpeg, png, SVG, uniqueJpeg, webp } from './test-support/fixtures.ts';
import { Ref, requestArb, type BodySpec, type IdSpec, type QuerySpec, type RefKind, type RequestSpec } from './test-support/hostile-arbitraries.ts';
import { ADMIN, createTestApp, type TestApp } from './test-support/test-app.ts';

/**
 * Issue 7, item 8: random and hostile bodies, ids, query strings and multipart parts to every route,
 * with an admin session and without. Never a 5xx; a refused (4xx) request stores nothing: no row
 * added, removed or changed in any table, no file added or removed under media/.
 * HOSTILE_RUNS sets the runs per route (default 30); a failure prints fast-check's seed to replay it.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 30);
// Public on purpose; every other changing call needs a session.
const PUBLIC_WRITES = new Set(['POST /api/users/login', 'POST /api/users/logout', 'POST /api/setup', 'POST /api/enquiries']);
// Logins may record attempts (throttle, audit trail) and always touch sessions.
const AUTH_ROUTES = new Set(['POST /api/users/login', 'POST /api/users/logout', 'POST /api/setup']);
const BOOKKEEPING = /^sessions$/;
const LOGIN_BOOKKEEPING = /^sessions$|audit|attempt|throttle|login/i;
const MISSING_ID = '00000000-0000-4000-8000-00000000000f';

let tables: string[];
let adminId: string;
let contents: Array<() => Promise<Buffer>>;

// Top-level, so the routes are known when the tests are collected.
const t: TestApp = await createTestApp();
await t.app.ready();
const routes = [...t.app.routeList];

beforeAll(async () => {
  adminId = (await t.app.db.selectFrom('users').select('id').where('name', '=', ADMIN.name).executeTakeFirstOrThrow()).id;
  tables = await tableNames(t);
  contents = await fileContents();
  await seed();
}, 60_000);
// HOSTILE_STATS=1 prints the answers each route gave, to see how deep the inputs reach.
const stats = new Map<string, Map<number, number>>();
afterAll(async () => {
  if (process.env.HOSTILE_STATS) for (const [route, codes] of stats) console.log(route, JSON.stringify(Object.fromEntries([...codes].sort())));
  await t.close();
});

describe('hostile input to every route', () => {
  it('covers every route', () => {
    expect(routes.length).toBeGreaterThan(55);
  });

  // PostgreSQL cannot store NUL (it answered 500); SQLite stored it, which a restore into PostgreSQL could not take.
  it('refuses text with a NUL character on either database', async () => {
    const headers = { cookie: await sessionCookie() };
    const nul = 'a\u0000b';
    const answers = [
      await t.app.inject({ method: 'POST', url: '/api/religions', headers, payload: { name: nul } }),
      await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { User_name: nul, Password: 'whatever-it-is' } }),
      await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: { name: 'Asha', email: 'asha@example.com', message: nul } }),
      await t.app.inject({ method: 'POST', url: '/api/images', headers, payload: form({ title: nul, image: { data: await uniqueJpeg(64, 48) } }) }),
      await t.app.inject({ url: '/api/listings?q=a%00b' }),
      await t.app.inject({ url: '/api/audit?user=a%00b', headers }),
    ];
    expect(answers.map((r) => `${r.statusCode} ${r.json().message}`)).toEqual([
      '400 name must not contain NUL characters.',
      '400 User_name must not contain NUL characters.',
      '400 Text must not contain NUL characters.',
      '400 title must not contain NUL characters.',
      '400 q must not contain NUL characters.',
      '400 user must not contain NUL characters.',
    ]);
  });

  for (const route of routes) {
    const runs = route === 'POST /api/users/login' ? Math.max(4, Math.round(RUNS / 2)) : RUNS;
    it(
      route,
      async () => {
        await seed();
        const cookie = await sessionCookie();
        const ignore = AUTH_ROUTES.has(route) ? LOGIN_BOOKKEEPING : BOOKKEEPING;
        const watched = tables.filter((name) => !ignore.test(name));
        let before = await fingerprint(t, watched);
        await fc.assert(
          fc.asyncProperty(requestArb(contents.length, kindOf(route), photoField(route)), async (spec) => {
            // login and logout end the session they are sent with: theirs is a throwaway.
            const auth = spec.auth ? (AUTH_ROUTES.has(route) ? await sessionCookie() : cookie) : undefined;
            const request = await build(route, spec, auth);
            const res = await t.app.inject(request);
            const what = `${route} → ${res.statusCode} ${res.body.slice(0, 300)}\nsent: ${describeRequest(request)}`;
            const codes = stats.get(route) ?? stats.set(route, new Map()).get(route)!;
            codes.set(res.statusCode, (codes.get(res.statusCode) ?? 0) + 1);
            expect(res.statusCode, what).toBeLessThan(500);
            if (!spec.auth && !PUBLIC_WRITES.has(route) && !route.startsWith('GET ')) expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
            const after = await fingerprint(t, watched);
            if (res.statusCode >= 400) expect(difference(before, after), `stored by a refused request: ${what}`).toBe('');
            before = after;
          }),
          { numRuns: runs, interruptAfterTimeLimit: 60_000, markInterruptAsFailure: true },
        );
        // The admin session still works: no request took it away.
        expect((await t.app.inject({ url: '/api/users/me', headers: { cookie } })).statusCode).toBe(200);
      },
      120_000,
    );
  }
});

async function sessionCookie(): Promise<string> {
  return `sid=${(await createSession(t.app.db, adminId, 1)).token}`;
}

/** The request the spec describes, with its references to records resolved now. */
async function build(route: string, spec: RequestSpec, cookie: string | undefined): Promise<InjectOptions> {
  const [method, pattern] = route.split(' ') as [InjectOptions['method'], string];
  const id = await idText(spec.id);
  const url = pattern.replace(':id', id).replace('*', id) + (await queryText(spec.query));
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (spec.crossSite) headers.origin = 'https://evil.example';
  const body = await bodyOf(spec.body);
  if (body.contentType) headers['content-type'] = body.contentType;
  return { method, url, headers, ...(body.payload !== undefined ? { payload: body.payload } : {}) };
}

async function idText(spec: IdSpec): Promise<string> {
  if (spec.kind === 'literal') return spec.raw;
  const id = await resolve(spec.to);
  return spec.upper ? id.toUpperCase() : id;
}

async function queryText(spec: QuerySpec): Promise<string> {
  if (typeof spec === 'string') return spec ? `?${spec}` : '';
  const pairs = await Promise.all(spec.map(async ([k, v]) => `${enc(k)}=${enc(v instanceof Ref ? await resolve(v.to) : v)}`));
  return `?${pairs.join('&')}`;
}

/** encodeURIComponent, without the lone surrogates it refuses. */
const enc = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));

async function valueOf(v: unknown): Promise<unknown> {
  return v instanceof Ref ? resolve(v.to) : v;
}

async function bodyOf(spec: BodySpec): Promise<{ contentType?: string; payload?: string | Buffer }> {
  switch (spec.kind) {
    case 'none':
      return {};
    case 'raw':
      return { contentType: spec.contentType, payload: spec.body };
    case 'json': {
      // Written by hand so that keys such as __proto__ and repeated keys reach the server as sent.
      const members = await Promise.all(spec.fields.map(async ([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(await valueOf(v)) ?? 'null'}`));
      return { contentType: 'application/json', payload: `{${members.join(',')}}` };
    }
    case 'multipart': {
      const boundary = `hostile${randomBytes(12).toString('hex')}`;
      const chunks: Buffer[] = [];
      for (const [k, v] of spec.fields) {
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(await valueOf(v))}\r\n`));
      }
      for (const f of spec.files) {
        const type = f.type ? `Content-Type: ${f.type}\r\n` : '';
        chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\n${type}\r\n`));
        chunks.push(await contents[f.content]!(), Buffer.from('\r\n'));
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      let payload = Buffer.concat(chunks);
      if (spec.truncate !== null) payload = payload.subarray(0, Math.floor(payload.length * spec.truncate));
      const contentType = { ok: `multipart/form-data; boundary=${boundary}`, missing: 'multipart/form-data', wrong: 'multipart/form-data; boundary=elsewhere' }[
        spec.boundaryInHeader
      ];
      return { contentType, payload };
    }
  }
}

const TABLE_OF: Record<Exclude<RefKind, 'images'>, string> = {
  category: 'categories',
  subcategory: 'subcategories',
  religion: 'religions',
  listing: 'listings',
  banner: 'banners',
  config: 'site_configs',
  gallery: 'gallery_images',
  user: 'users',
  enquiry: 'enquiries',
};

/** The kind of record a route's :id names. */
function kindOf(route: string): RefKind | undefined {
  const prefix = route.split(' ')[1]!.split('/')[2];
  const kinds: Record<string, RefKind> = {
    users: 'user',
    confi: 'config',
    banners: 'banner',
    categories: 'category',
    subcategories: 'subcategory',
    religions: 'religion',
    listings: 'listing',
    images: 'gallery',
    enquiries: 'enquiry',
  };
  return route.includes(':id') && prefix ? kinds[prefix] : undefined;
}

/** Where the route's form carries its photo. */
const photoField = (route: string) => (route.includes('/listings') ? 'images' : route.includes('/confi') ? 'logo' : 'image');

/** A record's id as it is now (never the admin's own), or an id that matches nothing. */
async function resolve(kind: RefKind): Promise<string> {
  const db = t.app.db;
  if (kind === 'images') {
    const listing = await db.selectFrom('listings').select('id').orderBy('id').executeTakeFirst();
    const rows = listing ? await db.selectFrom('listing_images').select('url').where('listing_id', '=', listing.id).orderBy('position').execute() : [];
    return JSON.stringify(rows.map((r) => r.url));
  }
  if (kind === 'category') {
    // The category of the subcategory a Ref('subcategory') names, so the pair fits.
    const sub = await db.selectFrom('subcategories').select('category_id').orderBy('id').executeTakeFirst();
    if (sub) return sub.category_id;
  }
  const row = await db
    .selectFrom(TABLE_OF[kind] as 'categories')
    .select('id')
    .where('id', '!=', adminId)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? MISSING_ID;
}

/** One of each record, so ids and references reach the routes' deeper checks; topped up before each route. */
async function seed(): Promise<void> {
  const db = t.app.db;
  const cookie = await sessionCookie();
  const has = async (table: string) =>
    Boolean(
      await db
        .selectFrom(table as 'categories')
        .select('id')
        .executeTakeFirst(),
    );
  const post = async (url: string, payload: unknown) => {
    const res = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as never });
    if (res.statusCode >= 300 && res.statusCode !== 409) throw new Error(`seeding ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const tag = randomBytes(3).toString('hex');
  if (!(await has('subcategories'))) {
    const category = await post('/api/categories', form({ name: `Cards ${tag}`, image: { data: await uniqueJpeg(64, 48) } }));
    await post('/api/subcategories', form({ name: `Wedding ${tag}`, categoryId: category.category_uuid, image: { data: await uniqueJpeg(64, 48) } }));
  }
  if (!(await has('religions'))) await post('/api/religions', { name: `Faith ${tag}` });
  if (!(await has('listings'))) {
    const sub = await db.selectFrom('subcategories').select(['id', 'category_id']).orderBy('id').executeTakeFirstOrThrow();
    const images = [{ data: await uniqueJpeg(64, 48) }, { data: await uniqueJpeg(64, 48) }];
    await post('/api/listings', form({ title: `Card ${tag}`, category: sub.category_id, subcategory: sub.id, price: '499', images }));
  }
  if (!(await has('banners'))) await post('/api/banners', form({ name: `Offer ${tag}`, image: { data: await uniqueJpeg(64, 48) } }));
  if (!(await has('site_configs'))) {
    await post(
      '/api/confi/add',
      form({ name: 'Shop', email: 'shop@example.com', phone: '+91 98000 00001', address: 'Road', logo: { data: await uniqueJpeg(64, 48) } }),
    );
  }
  if (!(await has('gallery_images'))) await post('/api/images', form({ title: 'Story', image: { data: await uniqueJpeg(64, 48) } }));
  if (!(await has('enquiries'))) await post('/api/enquiries', { name: 'Asha', email: 'asha@example.com', message: 'Hello' });
  if (!(await db.selectFrom('users').select('id').where('id', '!=', adminId).executeTakeFirst())) {
    await post('/api/users/addUser', {
      User_name: `clerk ${tag}`,
      Password: 'a-long-password',
      Mobile_number: `+9198${randomBytes(4).readUInt32BE() % 100_000_000}`,
    });
  }
}

/** What a file part may carry: a new real photo each time, other real formats, and fakes of every kind. */
async function fileContents(): Promise<Array<() => Promise<Buffer>>> {
  const real = await jpeg(64, 48);
  const fixed = [
    await png(40, 40),
    await webp(40, 30),
    await gif(),
    SVG,
    Buffer.from('<!doctype html><script>alert(1)</script>'),
    Buffer.concat([real, Buffer.from('<script>alert(1)</script>')]),
    real.subarray(0, Math.floor(real.length * 0.6)),
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(2048)]),
    Buffer.alloc(0),
    Buffer.concat([await png(20, 20), Buffer.from('trailing payload')]),
    await hugeDimensionsPng(),
    Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(4.5 * 1024 * 1024)]),
    await sharp({ create: { width: 30, height: 20, channels: 3, background: '#0a0' } })
      .tiff()
      .toBuffer(),
  ];
  return [() => uniqueJpeg(64, 48), ...fixed.map((b) => () => Promise.resolve(b))];
}

/** A 1×1 PNG whose header claims 60000×60000 pixels: a decompression bomb in a few bytes. */
async function hugeDimensionsPng(): Promise<Buffer> {
  const buf = Buffer.from(await png(1, 1));
  buf.writeUInt32BE(60_000, 16);
  buf.writeUInt32BE(60_000, 20);
  buf.writeUInt32BE(crc32(buf.subarray(12, 29)), 29);
  return buf;
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function describeRequest(r: InjectOptions): string {
  const payload = r.payload === undefined ? '' : String(Buffer.isBuffer(r.payload) ? r.payload.toString('latin1') : r.payload);
  const short = payload.length > 600 ? `${payload.slice(0, 600)}… (${payload.length} chars)` : payload;
  return `${r.method} ${String(r.url).slice(0, 300)} ${JSON.stringify({ ...(r.headers as object), cookie: undefined })}\n${short}`;
}
