import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-errors.ts';
import { DRAWING_BUSY, DrawingLine } from './drawing-line.ts';

/** A drawing that ends when the test says so. */
function held(value: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, draw: () => done.then(() => value) };
}

describe('DrawingLine', () => {
  it('draws one at a time with two waiting, refuses the next with 503 and Retry-After, and lets a bill asked again join its drawing', async () => {
    const line = new DrawingLine<string>({ inFlight: 1, queued: 2 });
    const started: string[] = [];
    const [a, b, c] = [held('a'), held('b'), held('c')];
    const run = (key: string, h: ReturnType<typeof held>) => line.run(key, () => (started.push(key), h.draw()));
    const drawing = [run('a', a), run('b', b), run('c', c)];
    await Promise.resolve();
    expect(started).toEqual(['a']);

    const full = await line.run('d', async () => 'd').catch((err: unknown) => err as HttpError);
    expect([full instanceof HttpError, (full as HttpError).statusCode, (full as HttpError).message]).toEqual([true, 503, DRAWING_BUSY]);
    expect(Number((full as HttpError).headers['retry-after'])).toBeGreaterThan(0);
    // The same bill asked again shares its drawing, whether drawing or waiting: no place of its own.
    const again = [line.run('a', async () => 'a twice'), line.run('c', async () => 'c twice')];

    a.finish();
    b.finish();
    c.finish();
    expect(await Promise.all([...drawing, ...again])).toEqual(['a', 'b', 'c', 'a', 'c']);
    expect(started).toEqual(['a', 'b', 'c']);
    expect(await line.run('d', async () => 'quiet again')).toBe('quiet again');
  });

  it('gives the place back when a drawing fails', async () => {
    const line = new DrawingLine<string>({ inFlight: 1, queued: 0 });
    await expect(line.run('x', () => Promise.reject(new Error('bad model')))).rejects.toThrow('bad model');
    expect(await line.run('x', async () => 'fine')).toBe('fine');
  });
});
