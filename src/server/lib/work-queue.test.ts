import { describe, expect, it } from 'vitest';
import { WorkQueue } from './work-queue.ts';

/** A job that ends when the test says so. */
function held<T = string>(value?: T) {
  let finish!: () => void;
  let fail!: (err: Error) => void;
  const done = new Promise<T | undefined>((resolve, reject) => {
    finish = () => resolve(value);
    fail = reject;
  });
  return { finish, fail, job: () => done };
}

/** Lets every settled promise run its callbacks. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('WorkQueue', () => {
  it('runs one job at a time in the order they came, each answering its own caller', async () => {
    const queue = new WorkQueue(1);
    const started: string[] = [];
    const jobs = ['शादी कार्ड', '<script>alert(1)</script>', 'third'].map((name) => ({ name, ...held(name) }));
    const runs = jobs.map((j) => queue.run(() => (started.push(j.name), j.job())));
    await settle();
    expect(started).toEqual(['शादी कार्ड']);
    expect(queue.queued).toBe(2);

    jobs[0]!.finish();
    expect(await runs[0]).toBe('शादी कार्ड');
    await settle();
    expect(started).toEqual(['शादी कार्ड', '<script>alert(1)</script>']);
    jobs[1]!.finish();
    jobs[2]!.finish();
    expect(await Promise.all(runs)).toEqual(['शादी कार्ड', '<script>alert(1)</script>', 'third']);
    expect(queue.queued).toBe(0);
  });

  it('gives a freed slot to the oldest waiting, never to a newcomer, so a steady stream starves nobody', async () => {
    const queue = new WorkQueue(2);
    const started: number[] = [];
    const jobs = Array.from({ length: 6 }, () => held());
    const runs = jobs.slice(0, 4).map((j, i) => queue.run(() => (started.push(i), j.job())));
    await settle();
    expect(started).toEqual([0, 1]);

    jobs[1]!.finish();
    // A newcomer arriving while the slot changes hands waits behind the ones already waiting.
    runs.push(queue.run(() => (started.push(4), jobs[4]!.job())));
    await settle();
    expect(started).toEqual([0, 1, 2]);
    jobs[0]!.finish();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    jobs[2]!.finish();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    jobs[3]!.finish();
    jobs[4]!.finish();
    await Promise.all(runs);
  });

  it('releases the slot of a job that fails or throws at once, and hands the error to its caller only', async () => {
    const queue = new WorkQueue(1);
    const failing = held();
    const first = queue.run(failing.job);
    const throwing = queue.run(() => {
      throw new Error('थ्रो before any await');
    });
    const after = queue.run(async () => 'still served');
    failing.fail(new Error('damaged image'));
    await expect(first).rejects.toThrow('damaged image');
    await expect(throwing).rejects.toThrow('थ्रो before any await');
    expect(await after).toBe('still served');
    // Nothing is left holding a slot: a new job starts at once.
    let ran = false;
    await queue.run(async () => (ran = true));
    expect(ran).toBe(true);
    expect(queue.queued).toBe(0);
  });

  it('refuses a queue without a slot', () => {
    expect(() => new WorkQueue(0)).toThrow('at least one slot');
    expect(() => new WorkQueue(1.5)).toThrow('at least one slot');
  });
});
