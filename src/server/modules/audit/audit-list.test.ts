import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { auditCalls } from './audit.test-support.ts';

const t = useTestApp();
const { call, audit } = auditCalls(t);

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
