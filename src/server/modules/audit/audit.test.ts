import { describe, expect, it } from 'vitest';
import { form, uniqueJpeg } from '../../test-support/fixtures.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { auditedEntityOf, NOT_AUDITED } from './audit.entities.ts';
import { ADDRESS, auditCalls } from './audit.test-support.ts';
import { file, postListing, putListing, seedCatalogue } from '../listings/listings.test-support.ts';

const t = useTestApp();
const { call, audit, trail } = auditCalls(t);

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
