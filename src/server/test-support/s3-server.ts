import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../media/s3-bucket.ts';

// s3rver takes any credentials; the SDK wants some. Set once for this process and the shops it spawns.
process.env.AWS_ACCESS_KEY_ID ||= 'S3RVER';
process.env.AWS_SECRET_ACCESS_KEY ||= 'S3RVER';

export interface TestS3Server {
  endpoint: string;
  /** A new empty bucket on this server, and the settings a shop needs to use it. */
  bucket: () => Promise<S3Settings>;
  /** The environment of a shop process storing its media in `settings`' bucket. */
  env: (settings: S3Settings) => Record<string, string>;
  /** The service goes away (connections cut), its data kept... */
  stop: () => Promise<void>;
  /** ...and comes back on the same address. */
  start: () => Promise<void>;
  dispose: () => Promise<void>;
}

/** A real S3-compatible server (s3rver) on 127.0.0.1, a free port, its own temp folder. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-s3-'));
  let server: S3rver | undefined;
  let port = 0;
  const run = async () => {
    server = new S3rver({ address: '127.0.0.1', port, silent: true, directory });
    port = (await server.run()).port;
  };
  await run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true });
  const stop = async () => {
    if (!server) return;
    const closing = server.close();
    // Keep-alive sockets of the SDK would hold the close open.
    server.httpServer?.closeAllConnections();
    await closing;
    server = undefined;
  };
  return {
    endpoint,
    async bucket() {
      const name = `shop-${randomBytes(6).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return { bucket: name, endpoint, region: 'us-east-1', forcePathStyle: true };
    },
    env: (settings) => ({ MEDIA_STORE: 's3', S3_BUCKET: settings.bucket, S3_ENDPOINT: endpoint, S3_REGION: settings.region, S3_FORCE_PATH_STYLE: 'true' }),
    stop,
    start: () => (server ? Promise.resolve() : run()),
    async dispose() {
      client.destroy();
      await stop();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
