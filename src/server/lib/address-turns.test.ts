import { describe, expect, it } from 'vitest';
import { AddressTurns } from './address-turns.ts';
import { HttpError } from './http-errors.ts';

/** Work that ends when the test says so. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, work: () => done };
}

describe('AddressTurns', () => {
  it('lets one address run one at a time with two in line, refuses the next with 429 and Retry-After; other addresses run meanwhile', async () => {
    const turns = new AddressTurns({ inFlight: 1, waiting: 2 }, 'Wait for your other downloads.');
    const started: string[] = [];
    const works = [held(), held(), held()];
    const runs = works.map((w, i) => turns.run('203.0.113.7', () => (started.push(`A${i}`), w.work())));
    const other = turns.run('198.51.100.9', async () => started.push('B'));
    await Promise.resolve();
    expect(started).toEqual(['A0', 'B']);

    const refused = await turns.run('203.0.113.7', async () => 'too many').catch((err: unknown) => err as HttpError);
    expect([(refused as HttpError).statusCode, (refused as HttpError).message]).toEqual([429, 'Wait for your other downloads.']);
    expect(Number((refused as HttpError).headers['retry-after'])).toBeGreaterThan(0);

    works[0]!.finish();
    await runs[0];
    expect(started).toEqual(['A0', 'B', 'A1']);
    works[1]!.finish();
    works[2]!.finish();
    await Promise.all([...runs, other]);
    expect(started).toEqual(['A0', 'B', 'A1', 'A2']);
    // A failure gives the turn back too.
    await expect(turns.run('203.0.113.7', () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await turns.run('203.0.113.7', async () => 'quiet again')).toBe('quiet again');
  });

  it('with a spacing, answers at once but starts the same address’s next request only once the turn is over', async () => {
    const turns = new AddressTurns({ inFlight: 1, waiting: 4, spacingMs: 60 }, 'Wait.');
    const at: number[] = [];
    const started = Date.now();
    const answers = await Promise.all(
      [0, 1, 2].map((i) =>
        turns.run('203.0.113.7', async () => {
          at.push(Date.now() - started);
          return i;
        }),
      ),
    );
    expect(answers).toEqual([0, 1, 2]);
    expect(at[0]).toBeLessThan(50);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(55);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(55);
    // Another address is not spaced by this one.
    const before = Date.now();
    await turns.run('198.51.100.9', async () => undefined);
    expect(Date.now() - before).toBeLessThan(50);
  });
});
