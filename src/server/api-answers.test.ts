import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weddingSellingForm } from '../contract/selling-samples.ts';
import { mismatch, operationsOf, pathOf, readDocument, type OpenApiDocument } from './test-support/api-document.ts';
import { form, uniqueJpeg } from './test-support/fixtures.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let cookie: string;
let document: OpenApiDocument;
/** Every answer of the walk that is not what the document says, and every route it called. */
const problems: string[] = [];
const called = new Set<string>();
/** The id of a record the walk made, by the route's path up to its `:id`. */
const ids = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
  document = await readDocument(t.app, cookie);
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call of `route` ("POST /api/categories", "GET /api/banners/:id"), checked against the document. */
async function call(route: string, options: { payload?: unknown; url?: string; signedIn?: boolean } = {}): Promise<LightMyRequestResponse> {
  const [method, url] = route.split(' ') as [Method, string];
  const res = await t.app.inject({
    method,
    url: options.url ?? url.replace(/:\w+/, ids.get(url.split('/:')[0]!) ?? UNKNOWN),
    headers: options.signedIn === false ? {} : { cookie },
    payload: options.payload as never,
  });
  called.add(route);
  // A 5xx is no answer the route means to give: a response schema the handler's answer does not fit ends as a 500.
  if (res.statusCode >= 500) problems.push(`${route} → ${res.statusCode}: ${res.body.slice(0, 300)}`);
  const why = mismatch(document, method, url, res);
  if (why) problems.push(why);
  return res;
}

/** A create call; its record's id is then used for the routes under the same path. */
async function create(route: string, payload: unknown, under = route.split(' ')[1]!): Promise<string> {
  const res = await call(route, { payload });
  const body = res.json();
  const id = (Array.isArray(body) ? body[0] : (body.enquiry ?? body))._id as string;
  expect(res.statusCode, `${route}: ${res.body}`).toBe(201);
  ids.set(under, id);
  return id;
}

describe('every answer is the one the document describes', { timeout: 120_000 }, () => {
  it('for a representative set of writes, every read of the API, and refusals', async () => {
    const image = async () => ({ data: await uniqueJpeg(), filename: 'photo.jpg', type: 'image/jpeg' });
    const category = await create('POST /api/categories', form({ name: 'Wedding Cards', image: await image() }));
    const subcategory = await create('POST /api/subcategories', form({ name: 'Premium', categoryId: category, image: await image() }));
    const religion = await create('POST /api/religions', { name: 'Hindu' });
    await call('POST /api/religions/add', { payload: { name: 'Hindu' } });
    await call('POST /api/religions/add', { payload: { name: 'Sikh' } });
    const listing = await create(
      'POST /api/listings',
      form({ title: 'Royal Invite', category, subcategory, religions: religion, price: '20', moq: '100', images: await image(), ...weddingSellingForm() }),
    );
    await create('POST /api/banners', form({ name: 'Diwali', image: await image() }));
    await create('POST /api/images', form({ title: 'A card', image: await image() }));
    await create(
      'POST /api/confi/add',
      form({ name: 'Shree Printers', email: 'shop@example.com', phone: '98765 43210', address: 'Pune', logo: await image() }),
    );
    await call('POST /api/titles/add', { payload: { name: 'Shubh Vivah' } });
    await call('POST /api/prices/add', { payload: { price: '499' } });
    await create('POST /api/users/addUser', { User_name: 'helper', Password: 'a long password', Mobile_number: '+919800000002' }, '/api/users');
    await create('POST /api/enquiries', { name: 'Asha', email: 'asha@example.com', message: 'Two hundred cards, please.', website: '' });
    const quote = await call('POST /api/quotes', {
      payload: { listingId: listing, quantity: 300, choices: { Foil: 'Gold' }, texts: {}, name: 'Priya', phone: '+91 98220 12345' },
    });
    ids.set('/api/quotes', quote.json().token);
    await call('POST /api/counts', { payload: { kind: 'whatsapp', listingId: listing }, signedIn: false });

    // Every GET the document describes, on those records.
    const reads = operationsOf(document).filter((operation) => operation.startsWith('GET '));
    for (const read of reads) await call(read.replace(/\{(\w+)\}/g, ':$1'));
    const quoteId = (await call('GET /api/quotes')).json().result[0]._id;

    // Changes, and the refusals a client meets most.
    await call('PUT /api/listings/:id', { payload: { title: 'Royal Invite II' } });
    await call('PUT /api/categories/:id', { payload: form({ name: 'Wedding Invitations' }) });
    await call('PUT /api/banners/:id', { payload: { name: 'Diwali sale' } });
    await call('PATCH /api/enquiries/:id', { payload: { handled: true } });
    await call('PUT /api/quotes/:id', { url: `/api/quotes/${quoteId}`, payload: { finalPrice: '5000' } });
    const token = ids.get('/api/quotes')!;
    await call('POST /api/quotes/:token/changes', {
      url: `/api/quotes/${token}/changes`,
      payload: { version: 1, comment: 'Bigger names', pin: { x: 0.5, y: 0.2 } },
      signedIn: false,
    });
    const proof = form({
      file: await image(),
      note: 'Names bigger',
      attachment: { data: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'p.pdf', type: 'application/pdf' },
    });
    await call('POST /api/quotes/:id/proofs', { url: `/api/quotes/${quoteId}/proofs`, payload: proof });
    await call('GET /api/quotes/:token/proofs/:version', { url: `/api/quotes/${token}/proofs/2`, signedIn: false });
    await call('GET /api/quotes/:token/proofs/:version/attachment', { url: `/api/quotes/${token}/proofs/2/attachment`, signedIn: false });
    await call('POST /api/quotes/:token/approve', {
      url: `/api/quotes/${token}/approve`,
      payload: { version: 1, confirmed: true, price: '5000' },
      signedIn: false,
    });
    await call('POST /api/quotes/:token/approve', {
      url: `/api/quotes/${token}/approve`,
      payload: { version: 2, confirmed: true, price: '5000' },
      signedIn: false,
    });
    await call('POST /api/quotes/:token/files', { url: `/api/quotes/${token}/files`, payload: form({ file: await image() }), signedIn: false });
    const csv = await call('GET /api/listings/export.csv');
    await call('POST /api/listings/import', { payload: form({ file: { data: csv.rawPayload, filename: 'listings.csv', type: 'text/csv' }, dryRun: '1' }) });
    await call('GET /api/listings', { url: '/api/listings?limit=0' });
    await call('GET /api/categories/:id', { url: `/api/categories/${UNKNOWN}` });
    await call('GET /api/users/GetUserList', { signedIn: false });
    await call('POST /api/categories', { payload: form({ name: '' }) });
    await call('DELETE /api/categories/:id');
    await call('DELETE /api/banners/:id');
    await call('DELETE /api/listings/:id');
    await call('POST /api/users/logout');

    expect(problems).toEqual([]);
    expect(
      reads.filter((read) => !called.has(read.replace(/\{(\w+)\}/g, ':$1'))),
      'GETs not called',
    ).toEqual([]);
    expect(called.size).toBeGreaterThanOrEqual(55);
    expect([...called].every((route) => operationsOf(document).includes(`${route.split(' ')[0]} ${pathOf(route.split(' ')[1]!)}`))).toBe(true);
  });
});
