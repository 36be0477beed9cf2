import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database.ts';
import { mediaLockFor } from './picture-locks.ts';

// Two pools on one PostgreSQL database stand for two shop processes. SQLite is one process by design
// (its lock is the in-process KeyedLock, tested with the media service): PostgreSQL only.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('picture locks across processes (PostgreSQL only: SQLite is one process)', () => {
  let one: DatabaseHandle;
  let two: DatabaseHandle;
  beforeAll(() => {
    one = openDatabase({ dataDir: '/nonexistent', databaseUrl: url });
    two = openDatabase({ dataDir: '/nonexistent', databaseUrl: url });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  const hash = (c: string) => c.repeat(32);
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('keeps holders of one hash in two processes apart, and lets other hashes through (a killed holder: media-processes.test.ts)', async () => {
    const [a, b] = [mediaLockFor(one.db, 'postgres'), mediaLockFor(two.db, 'postgres')];
    expect(a.acrossProcesses).toBe(true);
    const events: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = a.run([hash('a'), hash('b')], async () => {
      events.push('a in');
      await held;
      events.push('a out');
    });
    await sleep(100);
    const waiting = b.run([hash('b')], async () => void events.push('b in'));
    const other = b.run([hash('c')], async () => void events.push('c in'));
    await other;
    await sleep(200);
    expect(events).toEqual(['a in', 'c in']);
    release();
    await Promise.all([first, waiting]);
    expect(events).toEqual(['a in', 'c in', 'a out', 'b in']);
  });
});
