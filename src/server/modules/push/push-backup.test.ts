import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyTarget, openRestored } from '../../backup/backup.test-support.ts';
import { createBackup } from '../../backup/create-backup.ts';
import { restoreBackup } from '../../backup/restore-backup.ts';
import { ADMIN } from '../../test-support/test-app.ts';
import { useTestApp } from '../../test-support/use-test-app.ts';
import { PushDevice } from '../../test-support/web-push-device.ts';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const source = useTestApp();

describe('push keys and subscriptions in a backup', () => {
  it('are carried: a restored shop signs with the same key, so the phones subscribed to it still hear from it', async () => {
    const { publicKey } = (await source.app.inject({ url: '/api/push/key', headers: { cookie: source.cookie } })).json();
    const phone = new PushDevice('https://push.example/send/owner-phone');
    const subscribed = await source.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie: source.cookie },
      payload: phone.subscription,
    });
    expect(subscribed.statusCode).toBe(201);

    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-archive-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    const { file, manifest } = await createBackup({ ...source.config, out: path.join(dir, 'shop.tar.gz') });
    expect(manifest.tables.filter((t) => t.name.startsWith('push_'))).toEqual([
      expect.objectContaining({ name: 'push_keys', rows: 1 }),
      expect.objectContaining({ name: 'push_subscriptions', rows: 1 }),
    ]);

    const into = await emptyTarget(file);
    cleanups.push(into.cleanup);
    await restoreBackup(into);
    const restored = await openRestored(into);
    cleanups.push(() => restored.close());
    const cookie = await restored.login(ADMIN.name, ADMIN.password);
    expect((await restored.app.inject({ url: '/api/push/key', headers: { cookie } })).json()).toEqual({ publicKey });
    const rows = await restored.app.db
      .selectFrom('push_subscriptions')
      .innerJoin('users', 'users.id', 'push_subscriptions.user_id')
      .select(['name', 'endpoint'])
      .execute();
    expect(rows).toEqual([{ name: ADMIN.name, endpoint: phone.endpoint }]);
  });
});
