import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';

// A module that adds a route and forgets to say who may call it.
vi.mock('./modules/feeds/feeds.routes.ts', () => ({
  feedsRoutes: async (app: FastifyInstance) => {
    app.get('/forgotten', async () => 'kept by nobody knows whom');
  },
}));

let dataDir = '';
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('a route without a policy', () => {
  it('stops the server at start, naming the route', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
    const config = {
      dataDir,
      mediaDir: path.join(dataDir, 'media'),
      logLevel: 'silent',
      trustProxy: false,
      shutdownGraceSeconds: 30,
      sessionDays: 30,
      loginFailuresPerMinute: 10,
      writesPerMinute: 100,
      enquiriesPerHour: 10,
      enquiriesPerPhonePerHour: 10,
    } as const;
    await expect(buildApp(config, { logger: false, web: false })).rejects.toThrow('GET /feeds/forgotten has no policy');
  });
});
