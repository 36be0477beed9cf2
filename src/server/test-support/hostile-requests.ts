import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { createSession } from '../plugins/session.ts';
import { form, uniqueJpeg } from './fixtures.ts';
import { fileContents } from './hostile-files.ts';
import { Ref, type RefKind } from './hostile-values.ts';
import type { BodySpec, IdSpec, QuerySpec, RequestSpec } from './hostile-arbitraries.ts';
import { ADMIN, type TestApp } from './test-app.ts';

/**
 * The shop the hostile requests of hostile-input.test.ts are sent to: one record of each kind, so
 * that ids and references reach the routes' deeper checks, and the requests the arbitraries describe
 * made real, their references to records resolved at the moment they are sent.
 */

const MISSING_ID = '00000000-0000-4000-8000-00000000000f';

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

/** The admin's session, the shop seeded, and the way from a request's description to the request. */
export async function hostileShop(t: TestApp) {
  const adminId = (await t.app.db.selectFrom('users').select('id').where('name', '=', ADMIN.name).executeTakeFirstOrThrow()).id;
  const contents = await fileContents();

  const sessionCookie = async (): Promise<string> => `sid=${(await createSession(t.app.db, adminId, 1)).token}`;

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
        const contentType = {
          ok: `multipart/form-data; boundary=${boundary}`,
          missing: 'multipart/form-data',
          wrong: 'multipart/form-data; boundary=elsewhere',
        }[spec.boundaryInHeader];
        return { contentType, payload };
      }
    }
  }

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

  await seed();
  return { files: contents.length, sessionCookie, seed, build };
}

/** encodeURIComponent, without the lone surrogates it refuses. */
const enc = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));

/** The kind of record a route's :id names. */
export function kindOf(route: string): RefKind | undefined {
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
export const photoField = (route: string) => (route.includes('/listings') ? 'images' : route.includes('/confi') ? 'logo' : 'image');

/** The request as sent, short enough to read in a failure. */
export function describeRequest(r: InjectOptions): string {
  const payload = r.payload === undefined ? '' : String(Buffer.isBuffer(r.payload) ? r.payload.toString('latin1') : r.payload);
  const short = payload.length > 600 ? `${payload.slice(0, 600)}… (${payload.length} chars)` : payload;
  return `${r.method} ${String(r.url).slice(0, 300)} ${JSON.stringify({ ...(r.headers as object), cookie: undefined })}\n${short}`;
}
