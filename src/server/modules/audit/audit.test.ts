import { describe, expect, it } from 'vitest';
import { AuditListSchema, type AuditEntry } from '../../../contract/audit.ts';
import { form, uniqueJpeg } from '../../test-support/fixtures.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { auditedEntityOf, NOT_AUDITED } from './audit.entities.ts';
import { file, postListing, putListing, seedCatalogue } from '../listings/listings.test-support.ts';

const t = useTestApp();

const ADDRESS = '203.0.113.7';
const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = { cookie: t.cookie }) =>
  t.app.inject({ method, url, headers, payload: payload as never, remoteAddress: ADDRESS });

async function audit(query = ''): Promise<AuditEntry[]> {
  const res = await t.app.inject({ url: `/api/audit${query}`, headers: { cookie: t.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return AuditListSchema.parse(res.json()).result;
}
/** The entries of one entity, oldest first (easier to read in a test). */
const trail = async (entity: string) => (await audit(`?entity=${entity}`)).reverse();

describe('audit trail: changes', () => {
  it('records a category created, renamed and deleted: who, address, id and the fields', async () => {
    const created = await call('POST', '/api/categories', form({ name: 'Trophies', image: file(await uniqueJpeg()) }));
    expect(created.statusCode).toBe(201);
    const id = created.json()._id as string;
    expect((await call('PUT', `/api/categories/${id}`, form({ name: 'Cups' }))).statusCode).toBe(200);
    expect((await call('DELETE', `/api/categories/${id}`)).statusCode).toBe(200);

    const [create, update, remove] = await trail('category');
    const owner = (await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    for (const entry of [create, update, remove]) {
      expect(entry).toMatchObject({ userId: owner, userName: 'owner', ip: ADDRESS, entity: 'category', recordId: id });
      expect(Date.parse(entry!.at)).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(create!.action).toBe('create');
    expect(create!.label).toBe('Trophies');
    expect(create!.changes.name).toEqual({ before: null, after: 'Trophies' });
    expect(create!.changes.image?.after).toMatch(/^\/media\//);
    // Only what changed: the image stayed.
    expect(update).toMatchObject({ action: 'update', label: 'Cups', changes: { name: { before: 'Trophies', after: 'Cups' } } });
    expect(Object.keys(update!.changes)).toEqual(['name']);
    expect(remove).toMatchObject({ action: 'delete', label: 'Cups', changes: { name: { before: 'Cups', after: null } } });
    expect(remove!.changes.image?.before).toBe(create!.changes.image?.after);
  });

  it('records a listing with its ordered images, and an update of only what changed', async () => {
    const c = await seedCatalogue(t);
    const [a, b] = [await uniqueJpeg(), await uniqueJpeg()];
    const res = await postListing(t, t.cookie, {
      title: 'Royal Invite',
      category: c.wedding,
      subcategory: c.weddingPremium,
      price: '499',
      images: [file(a), file(b)],
    });
    expect(res.statusCode).toBe(201);
    const listing = res.json();
    const reordered = [listing.images[1], listing.images[0]];
    const put = await putListing(t, t.cookie, listing._id, { price: '550', existingImages: JSON.stringify(reordered) });
    expect(put.statusCode).toBe(200);

    const [create, update] = await trail('listing');
    expect(create).toMatchObject({ action: 'create', recordId: listing._id, label: 'Royal Invite' });
    expect(create!.changes).toMatchObject({
      title: { before: null, after: 'Royal Invite' },
      price: { before: null, after: '499' },
      category: { before: null, after: 'Wedding Cards' },
      subcategory: { before: null, after: 'Premium' },
      images: { before: null, after: listing.images },
    });
    expect(update!.changes).toEqual({ price: { before: '499', after: '550' }, images: { before: listing.images, after: reordered } });
  });

  it('records each banner of a several-file upload, an enquiry handled, a lookup and a religion added by the old calls', async () => {
    const banners = await call('POST', '/api/banners', form({ name: 'Diwali', image: [file(await uniqueJpeg()), file(await uniqueJpeg())] }));
    expect(banners.statusCode).toBe(201);
    const ids = (banners.json() as { _id: string }[]).map((x) => x._id).sort();
    expect((await trail('banner')).map((e) => e.recordId).sort()).toEqual(ids);

    const sent = await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: { name: 'Asha', email: 'asha@example.in', message: 'Hello' } });
    const enquiryId = sent.json().enquiry._id;
    expect((await call('PATCH', `/api/enquiries/${enquiryId}`, { handled: true })).statusCode).toBe(200);
    // The visitor's message itself is no admin change; marking it handled is.
    expect(await trail('enquiry')).toMatchObject([{ action: 'update', recordId: enquiryId, changes: { handled: { before: false, after: true } } }]);

    expect((await call('POST', '/api/prices/add', { price: '499.50' })).body).toBe('"notexist"');
    expect((await call('POST', '/api/prices/add', { price: '499.5' })).body).toBe('"exist"');
    expect((await call('POST', '/api/religions/add', { name: 'Jain' })).body).toBe('"notexist"');
    expect((await call('POST', '/api/religions/add', { name: 'jain' })).body).toBe('"exist"');
    // "exist" added nothing, so records nothing.
    expect(await trail('lookup')).toMatchObject([{ action: 'create', label: '499.50', changes: { list: { after: 'prices' }, name: { after: '499.50' } } }]);
    expect(await trail('religion')).toMatchObject([{ action: 'create', label: 'Jain', changes: { name: { before: null, after: 'Jain' } } }]);
  });

  it('records nothing for a refused request, a call without a session, or a save that changed nothing', async () => {
    const ok = await call('POST', '/api/religions', { name: 'Hindu' });
    const id = ok.json()._id;
    const before = await audit();
    expect((await call('POST', '/api/religions', { name: 'hindu' })).statusCode).toBe(409);
    expect((await call('POST', '/api/religions', { name: ' ' })).statusCode).toBe(400);
    expect((await call('POST', '/api/categories', form({ name: 'No image' }))).statusCode).toBe(400);
    expect((await call('PUT', `/api/religions/${id}`, { name: 'Hindu' }, {})).statusCode).toBe(401);
    expect((await call('DELETE', '/api/religions/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('PUT', `/api/religions/${id}`, { name: 'Hindu' })).statusCode).toBe(200);
    expect(await audit()).toEqual(before);
  });
});

describe('audit trail: which routes', () => {
  it("covers every state-changing /api route but the logins and the visitor's enquiry", () => {
    const writes = t.app.routeList.filter((r) => r.includes(' /api/') && !/^(GET|OPTIONS) /.test(r));
    const entityOf = (route: string) => {
      const [method, url] = route.split(' ') as [string, string];
      return auditedEntityOf(method, url)?.entity ?? null;
    };
    for (const route of writes) expect([route, entityOf(route) === null]).toEqual([route, NOT_AUDITED.has(route.replace(/\/$/, ''))]);
    expect(
      [
        'POST /api/listings/',
        'PUT /api/users/updateUser/:id',
        'DELETE /api/users/:id',
        'POST /api/users/addUser',
        'POST /api/seoks/add',
        'PUT /api/confi/:id',
        'POST /api/confi/add',
        'DELETE /api/images/:id',
        'PATCH /api/enquiries/:id',
        'POST /api/religions/add',
      ].map(entityOf),
    ).toEqual(['listing', 'user', 'user', 'user', 'lookup', 'site-config', 'site-config', 'gallery-image', 'enquiry', 'religion']);
  });
});

describe('audit trail: logins', () => {
  it('records a failed login with the name tried and the address, then a success, then a logout', async () => {
    const login = (name: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/login', payload: { User_name: name, Password: password }, remoteAddress: ADDRESS });
    expect((await login('owner', 'wrong password')).json().status).toBe('invalid');
    expect((await login('mallory', 'guess')).json().status).toBe('notexist');
    const ok = await login('owner', 'correct horse battery');
    expect(ok.json().status).toBe('exist');
    const fresh = `sid=${ok.cookies.find((c) => c.name === 'sid')!.value}`;
    await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: { cookie: fresh }, remoteAddress: ADDRESS });

    const owner = (await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    const entries = (await trail('user')).filter((e) => e.ip === ADDRESS);
    expect(entries.map((e) => [e.action, e.userId, e.userName, e.recordId])).toEqual([
      ['login-failed', null, 'owner', owner],
      ['login-failed', null, '', null],
      ['login', owner, 'owner', owner],
      ['logout', owner, 'owner', owner],
    ]);
    // The beforeEach login, from the test's default address.
    expect((await audit('?user=owner')).some((e) => e.action === 'login' && e.ip === '127.0.0.1')).toBe(true);
  });

  it('keeps the name typed at a failed login only when it names an account (a password typed in the wrong field is not kept)', async () => {
    const typed = 'Tr0ub4dor&3-secret';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { User_name: typed, Password: 'correct horse battery' },
      remoteAddress: ADDRESS,
    });
    expect(res.json().status).toBe('notexist');
    const rows = await t.app.db.selectFrom('audit_log').selectAll().execute();
    expect(rows.some((r) => r.action === 'login-failed')).toBe(true);
    expect(JSON.stringify(rows).toLowerCase()).not.toContain(typed.toLowerCase());
    const [failed] = await audit();
    expect(failed).toMatchObject({ action: 'login-failed', userId: null, userName: '', label: '', recordId: null, ip: ADDRESS });

    // A name that is an account's is kept as typed, with the account's id.
    await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { User_name: 'OWNER', Password: 'wrong password' } });
    const owner = (await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    expect((await audit())[0]).toMatchObject({ action: 'login-failed', userId: null, userName: 'OWNER', label: 'OWNER', recordId: owner });
  });

  it('records the first admin set up', async () => {
    await t.restart({ admin: undefined });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/setup',
      payload: { User_name: 'Meena', Password: 'first-admin-pass', Mobile_number: '+91 98000 00002' },
    });
    expect(res.statusCode).toBe(201);
    t.cookie = `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
    const [setup] = await audit();
    expect(setup).toMatchObject({
      action: 'setup',
      entity: 'user',
      userName: 'Meena',
      label: 'Meena',
      changes: { name: { after: 'Meena' }, mobile: { after: '+91 98000 00002' } },
    });
  });
});

describe('audit trail: never a password', () => {
  it('keeps no password and no hash in any entry, though users were added, re-passworded, logged in and set up', async () => {
    const secrets = ['correct horse battery', 'first-password-1', 'second-password-2', 'wrong-password-3'];
    expect((await call('POST', '/api/users/addUser', { User_name: 'asha', Mobile_number: '+919800000009', Password: secrets[1] })).statusCode).toBe(201);
    const asha = await t.app.db.selectFrom('users').selectAll().where('name_key', '=', 'asha').executeTakeFirstOrThrow();
    const put = await call('PUT', `/api/users/updateUser/${asha.id}`, { User_name: 'asha', Mobile_number: '+919800000010', Password: secrets[2] });
    expect(put.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { User_name: 'asha', Password: secrets[3] } });
    await t.login('asha', secrets[2]);
    expect((await call('DELETE', `/api/users/${asha.id}`)).statusCode).toBe(200);

    const hashes = (await t.app.db.selectFrom('users').select('password_hash').execute()).map((u) => u.password_hash);
    hashes.push(asha.password_hash);
    const rows = await t.app.db.selectFrom('audit_log').selectAll().execute();
    const everything = JSON.stringify(rows) + JSON.stringify(await audit('?limit=200'));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const secret of [...secrets, ...hashes]) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/password_hash|"Password"|scrypt/);

    // A new password shows as changed, never as what it is.
    const update = (await trail('user')).find((e) => e.action === 'update')!;
    expect(update.changes).toEqual({ mobile: { before: '+919800000009', after: '+919800000010' }, password: { before: null, after: 'changed' } });
  });
});

describe('GET /api/audit', () => {
  it('needs a session, and is never cached', async () => {
    const res = await t.app.inject({ url: '/api/audit' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
    const ok = await t.app.inject({ url: '/api/audit', headers: { cookie: t.cookie } });
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.json()).toMatchObject({ success: true });
  });

  it('answers newest first, filtered by entity and user, a page at a time', async () => {
    for (const name of ['A', 'B', 'C', 'D', 'E']) await call('POST', '/api/religions', { name });
    await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { User_name: 'Owner', Password: 'x' } });

    const religions = await audit('?entity=religion');
    expect(religions.map((e) => e.label)).toEqual(['E', 'D', 'C', 'B', 'A']);
    expect((await audit('?entity=religion&limit=2')).map((e) => e.label)).toEqual(['E', 'D']);
    expect((await audit('?entity=religion&limit=2&offset=2')).map((e) => e.label)).toEqual(['C', 'B']);
    expect((await audit('?entity=religion&limit=2&offset=4')).map((e) => e.label)).toEqual(['A']);
    expect(await audit('?entity=banner')).toEqual([]);

    const all = await audit();
    expect(all[0]).toMatchObject({ action: 'login-failed', userName: 'Owner' });
    expect([...all].sort((a, b) => b.at.localeCompare(a.at))).toEqual(all);
    const ownerId = religions[0]!.userId!;
    expect((await audit(`?user=${ownerId}`)).every((e) => e.userId === ownerId)).toBe(true);
    expect((await audit(`?user=${ownerId}`)).length).toBe(6);
    // A name finds the failed logins under it too.
    expect((await audit('?user=OWNER')).map((e) => e.action)).toEqual(['login-failed', ...Array(5).fill('create'), 'login']);
    expect((await audit('?user=Owner&entity=religion')).length).toBe(5);
  });

  it('pages 50 by default and 200 at most', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({ action: 'create', entity: 'lookup', label: `v${i}` }));
    const { writeAudit } = await import('./audit.repository.ts');
    await writeAudit(
      t.app.db,
      rows.map((r) => ({ ...r, userId: null, userName: 'x', ip: '', recordId: null, changes: {} })),
    );
    expect(await audit()).toHaveLength(50);
    expect(await audit('?limit=200')).toHaveLength(61);
  });

  it('refuses bad query values with a clear message', async () => {
    const cases: [string, string][] = [
      ['?limit=0', 'limit must be a whole number from 1 to 200.'],
      ['?limit=201', 'limit must be a whole number from 1 to 200.'],
      ['?limit=ten', 'limit must be a whole number from 1 to 200.'],
      ['?limit=1.5', 'limit must be a whole number from 1 to 200.'],
      ['?offset=-1', 'offset must be a whole number from 0 to 1000000.'],
      [
        '?entity=password',
        'entity must be one of: listing, category, subcategory, religion, banner, site-config, user, gallery-image, lookup, enquiry, quote, order-settings, proof, billing-settings, printing-settings, invoice, payment, gateway-settings, customer.',
      ],
      [
        '?entity=user&entity=banner',
        'entity must be one of: listing, category, subcategory, religion, banner, site-config, user, gallery-image, lookup, enquiry, quote, order-settings, proof, billing-settings, printing-settings, invoice, payment, gateway-settings, customer.',
      ],
      [`?user=${'x'.repeat(101)}`, 'user must be at most 100 characters.'],
      ['?user=', 'user must not be empty.'],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ url: `/api/audit${query}`, headers: { cookie: t.cookie } });
      expect([query, res.statusCode, res.json()]).toEqual([query, 400, { message }]);
    }
  });
});
