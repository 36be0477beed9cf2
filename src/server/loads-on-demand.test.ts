import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('a shop that only serves pages', () => {
  it('never loads the picture, bill, bucket, Redis or PostgreSQL libraries; the first upload loads sharp', { timeout: 60_000 }, async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-loads-'));
    try {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/server/test-support/packages-loaded.ts'], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, ADMIN_USER: 'owner', ADMIN_PASSWORD: 'correct horse battery', NODE_ENV: 'production' },
      });
      const seen = JSON.parse(stdout.trim().split('\n').at(-1)!) as { browsing: string[]; uploadStatus: number; afterUpload: string[] };
      expect(seen.browsing).toEqual([]);
      expect(seen.uploadStatus).toBe(201);
      expect(seen.afterUpload).toEqual(['sharp']);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
