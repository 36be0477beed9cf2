import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueJpeg } from './test-support/fixtures.ts';
import { heldPost } from './test-support/held-post.ts';
import { loginOver, multipart, printed, serverHome } from './test-support/server-process.ts';

// The real process, as `npm start` runs it: env, listen, SIGTERM, restart on the same data.
let home: Awaited<ReturnType<typeof serverHome>>;
beforeAll(async () => {
  home = await serverHome();
});
afterAll(() => home.dispose());

const createCategory = (base: string, cookie: string, name: string, image: Buffer) =>
  fetch(`${base}/api/categories`, { method: 'POST', headers: { cookie }, body: multipart({ name }, [['image', image]]) });

describe('the server process', () => {
  it('finishes requests in flight on SIGTERM, exits 0, and has them after a restart', { timeout: 90_000 }, async () => {
    const first = await home.start();
    expect((await fetch(`${first.base}/api/ping`)).status).toBe(200);
    expect(first.output()).toMatch(/PUBLIC_URL is not set/);
    const cookie = await loginOver(first.base);
    expect((await createCategory(first.base, cookie, 'Before', await uniqueJpeg())).status).toBe(201);

    // The signal arrives while a request is in flight: the server has it (it says so) but not the
    // end of its body; the body is finished only once the server has begun shutting down.
    const from = first.output().length;
    const inFlight = await heldPost(first.base, '/api/categories', { cookie }, multipart({ name: 'In flight' }, [['image', await uniqueJpeg()]]));
    await printed(first, /"url":"\/api\/categories".*"msg":"incoming request"/, from);
    first.child.kill('SIGTERM');
    await printed(first, /shutting down: finishing requests in flight/, from);
    inFlight.finish();
    expect((await inFlight.answer).status).toBe(201);
    expect(await first.exited).toBe(0);

    const second = await home.start({ PUBLIC_URL: 'https://shop.example' });
    expect(second.output()).not.toMatch(/PUBLIC_URL is not set/);
    const names = ((await (await fetch(`${second.base}/api/categories`)).json()) as { name: string }[]).map((c) => c.name);
    expect(names).toEqual(['In flight', 'Before']);
    const image = await fetch(`${second.base}${((await (await fetch(`${second.base}/api/categories`)).json()) as { imageUrl: string }[])[0]!.imageUrl}`);
    expect(image.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});
