import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, jpeg } from './test-support/fixtures.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';

// The calls of spec §7 (plus /api/setup, enquiries, a visitor's quote and the visitors' count beacon, which are public on purpose).
const PUBLIC_WRITES = new Set([
  'POST /api/users/login',
  'POST /api/users/logout',
  'POST /api/setup',
  'POST /api/enquiries',
  'POST /api/quotes',
  'POST /api/quotes/:token/approve',
  'POST /api/quotes/:token/changes',
  'POST /api/quotes/:token/files',
  // By a token the customer's; by an id the owner's, 401 without a session (quote-records.test.ts).
  'POST /api/quotes/:token/records',
  'POST /api/quotes/:token/utr',
  // Online payment (issue 31): the customer's link to the gateway, and the gateway's signed webhook.
  'POST /api/quotes/:token/pay-online',
  'POST /api/payments/webhooks/razorpay',
  'POST /api/counts',
]);
const ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every call', () => {
  it('covers every call of spec §7', async () => {
    await t.app.ready();
    const spec = [
      'GET /api/confi/GetConfiList',
      'GET /api/banners',
      'POST /api/banners',
      'PUT /api/banners/:id',
      'DELETE /api/banners/:id',
      'GET /api/categories',
      'GET /api/categories/with-usage',
      'POST /api/categories',
      'PUT /api/categories/:id',
      'DELETE /api/categories/:id',
      'GET /api/subcategories',
      'POST /api/subcategories',
      'PUT /api/subcategories/:id',
      'DELETE /api/subcategories/:id',
      'GET /api/religions/GetReligionList',
      'POST /api/religions',
      'PUT /api/religions/:id',
      'DELETE /api/religions/:id',
      'GET /api/listings',
      'GET /api/listings/:id',
      'POST /api/listings',
      'PUT /api/listings/:id',
      'DELETE /api/listings/:id',
      'GET /api/images',
      'POST /api/images',
      'POST /api/confi/add',
      'PUT /api/confi/:id',
      'DELETE /api/confi/:id',
      'GET /api/users/GetUserList',
      'POST /api/users/addUser',
      'PUT /api/users/updateUser/:id',
      'DELETE /api/users/:id',
      'POST /api/users/login',
      'POST /api/titles/add',
      'POST /api/prices/add',
      'POST /api/instas/add',
      'POST /api/sizes/add',
      'POST /api/seots/add',
      'POST /api/seods/add',
      'POST /api/seoks/add',
      'GET /api/ping',
      'GET /service-worker.js',
    ];
    expect(spec).toHaveLength(42); // the 41 API calls of the §7 table plus the service worker file
    for (const call of spec) expect(t.app.routeList, call).toContain(call);
  });

  it('answers 401 and changes nothing for every changing call without a session', async () => {
    await t.app.ready();
    const writes = t.app.routeList.filter((r) => !r.startsWith('GET ') && !PUBLIC_WRITES.has(r) && r.includes('/api/'));
    expect(writes.length).toBeGreaterThan(30);
    const image = await jpeg();
    for (const route of writes) {
      const [method, url] = route.split(' ') as ['POST' | 'PUT' | 'PATCH' | 'DELETE', string];
      const path = url.replace(':id', ID);
      const asForm = await t.app.inject({ method, url: path, payload: form({ name: 'x', title: 'x', price: '1', image: { data: image } }) });
      expect(asForm.statusCode, `${route} (multipart)`).toBe(401);
      const asJson = await t.app.inject({
        method,
        url: path,
        payload: { name: 'x', title: 'x', price: '1', User_name: 'x', Password: 'xxxxxxxxx', Mobile_number: '12345678' },
      });
      expect(asJson.statusCode, `${route} (json)`).toBe(401);
      expect(asJson.json()).toHaveProperty('message');
    }
    expect((await t.app.inject({ url: '/api/users/GetUserList' })).statusCode).toBe(401);
    const cookie = await t.login();
    const lists = ['/api/categories', '/api/banners', '/api/listings', '/api/images', '/api/subcategories'];
    for (const url of lists) expect((await t.app.inject({ url })).json(), url).toEqual([]);
    expect((await t.app.inject({ url: '/api/confi/GetConfiList' })).json()).toEqual({ success: true, result: [] });
    expect((await t.app.inject({ url: '/api/users/GetUserList', headers: { cookie } })).json().result).toHaveLength(1);
  });

  it('never answers 5xx to hostile input on any call', async () => {
    await t.app.ready();
    const cookie = await t.login();
    const hostile = [
      { 'content-type': 'application/json', body: '{"name": {"$gt": ""}, "title": [1,2], "price": "1e309"}' },
      { 'content-type': 'application/json', body: 'null' },
      { 'content-type': 'application/json', body: '"just a string"' },
      { 'content-type': 'text/plain', body: 'hello' },
      {
        'content-type': 'multipart/form-data; boundary=zz',
        body: '--zz\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\n\r\nnot an image\r\n--zz--\r\n',
      },
    ];
    for (const route of t.app.routeList.filter((r) => r.includes('/api/'))) {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
      for (const id of [ID, 'not-an-id', '..%2F..%2Fetc%2Fpasswd', "1'%20OR%20'1'='1"]) {
        for (const h of method === 'GET' || method === 'DELETE' ? [hostile[0]!] : hostile) {
          const res = await t.app.inject({
            method,
            url: url.replace(':id', id) + (method === 'GET' ? '?limit=-1&sort=%00&category=%27' : ''),
            headers: { cookie, 'content-type': h['content-type'] },
            payload: method === 'GET' || method === 'DELETE' ? undefined : h.body,
          });
          expect(res.statusCode, `${route} ${id} ${h['content-type']}: ${res.body}`).toBeLessThan(500);
        }
      }
    }
  });
});
