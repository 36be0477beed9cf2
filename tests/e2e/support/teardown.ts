import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** Removes the run's data directory (only ever one made under the system's temp directory). */
export default async function teardown(): Promise<void> {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && path.dirname(dir) === os.tmpdir() && path.basename(dir).startsWith('shop-e2e-')) {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
