import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-errors.ts';
import { RenderGate } from './render-gate.ts';

/** A render that ends when the test says so. */
function held() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, render: () => done };
}

describe('RenderGate', () => {
  it('runs two at once, queues two, refuses the fifth with 503 and Retry-After; a finished render hands its place to the oldest waiting', async () => {
    const gate = new RenderGate({ inFlight: 2, queued: 2 });
    const started: number[] = [];
    const renders = Array.from({ length: 4 }, () => held());
    const runs = renders.map((r, i) => gate.run(() => (started.push(i), r.render())));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);

    const refused = await gate.run(async () => 'drawn').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).statusCode).toBe(503);
    expect(Number((refused as HttpError).headers['retry-after'])).toBeGreaterThan(0);

    renders[1]!.finish();
    await runs[1];
    expect(started).toEqual([0, 1, 2]);
    // A failed render gives its place back too.
    const failing = gate.run(async () => Promise.reject(new Error('bad image')));
    renders[0]!.finish();
    await runs[0];
    expect(started).toEqual([0, 1, 2, 3]);
    renders[2]!.finish();
    await expect(failing).rejects.toThrow('bad image');
    renders[3]!.finish();
    await Promise.all(runs);
    expect(await gate.run(async () => 'quiet again')).toBe('quiet again');
  });
});
