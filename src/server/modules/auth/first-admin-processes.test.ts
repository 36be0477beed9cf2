import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTwoApps } from '../../test-support/two-apps.ts';
import { ensureFirstAdmin } from './auth.service.ts';

let pair: Awaited<ReturnType<typeof createTwoApps>> | undefined;
afterEach(async () => {
  await pair?.close();
  pair = undefined;
});

describe('the first admin from ADMIN_USER, with processes starting together', () => {
  it('is made once, and no process warns that it could not be', async () => {
    pair = await createTwoApps({ admin: undefined });
    const logs = [pair.a, pair.b].map(() => ({ info: vi.fn(), warn: vi.fn() }));
    const admin = { name: 'मालिक', password: 'correct horse battery', mobile: '+919800000002' };
    await Promise.all([ensureFirstAdmin(pair.a.app.db, admin, logs[0]!), ensureFirstAdmin(pair.b.app.db, admin, logs[1]!)]);
    expect(logs.flatMap((l) => l.warn.mock.calls)).toEqual([]);
    expect(logs.flatMap((l) => l.info.mock.calls)).toEqual([[{ user: admin.name }, 'created the admin from ADMIN_USER']]);
    expect((await pair.b.login(admin.name, admin.password)).startsWith('sid=')).toBe(true);
  });
});
