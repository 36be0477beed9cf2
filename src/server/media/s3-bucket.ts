import type { S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { StorageUnavailable } from './media-store.ts';

type Sdk = typeof import('@aws-sdk/client-s3');

/** MEDIA_STORE=s3's settings (env.ts); credentials come from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY. */
export interface S3Settings {
  bucket: string;
  /** Any S3-compatible service; unset for AWS. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
}

export interface ObjectInfo {
  key: string;
  lastModified: Date;
  size: number;
}

/**
 * One bucket, through @aws-sdk/client-s3, with the few operations the stores need. A missing object
 * is `undefined`; anything else that fails (the service down, refused credentials) is a
 * StorageUnavailable, a 503 for the request that needed the bucket.
 * Only plain puts, gets, lists and deletes: no conditional writes (s3rver and some S3-compatible
 * services lack them), so exclusion comes from MediaService's lock, never from the bucket.
 */
export class S3Bucket {
  /** The SDK is loaded on the bucket's first request, not at start (about 6 MB; decision 031). */
  private connection?: Promise<{ sdk: Sdk; client: S3Client }>;

  constructor(readonly settings: S3Settings) {}

  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: this.settings.region,
        ...(this.settings.endpoint ? { endpoint: this.settings.endpoint } : {}),
        forcePathStyle: this.settings.forcePathStyle,
        // An unreachable bucket fails an upload within seconds (a 503), instead of holding it for minutes.
        requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
        maxAttempts: 2,
        // Checksums only where S3 demands them: several S3-compatible services refuse the newer headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return this.connection;
  }

  get name(): string {
    return this.settings.bucket;
  }

  async ready(): Promise<boolean> {
    try {
      const { sdk, client } = await this.connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket: this.name }));
      return true;
    } catch {
      return false;
    }
  }

  async put(key: string, body: Buffer, contentType: string, cacheControl?: string): Promise<void> {
    await this.call(({ sdk, client }) =>
      client.send(
        new sdk.PutObjectCommand({
          Bucket: this.name,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          ...(cacheControl ? { CacheControl: cacheControl } : {}),
        }),
      ),
    );
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    const out = await this.call(({ sdk, client }) => client.send(new sdk.HeadObjectCommand({ Bucket: this.name, Key: key })));
    return out && { key, lastModified: out.LastModified ?? new Date(0), size: out.ContentLength ?? 0 };
  }

  /** An object as a stream (read it to the end or destroy it, or the connection stays taken). */
  async get(key: string): Promise<(ObjectInfo & { body: Readable; etag: string }) | undefined> {
    const out = await this.call(({ sdk, client }) => client.send(new sdk.GetObjectCommand({ Bucket: this.name, Key: key })));
    if (!out?.Body) return undefined;
    return { key, body: out.Body as Readable, lastModified: out.LastModified ?? new Date(0), size: out.ContentLength ?? 0, etag: out.ETag ?? '' };
  }

  async getBytes(key: string): Promise<Buffer | undefined> {
    const out = await this.get(key);
    if (!out) return undefined;
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of out.body) chunks.push(chunk as Buffer);
    } catch (err) {
      throw new StorageUnavailable(err);
    }
    return Buffer.concat(chunks);
  }

  async delete(key: string): Promise<void> {
    await this.call(({ sdk, client }) => client.send(new sdk.DeleteObjectCommand({ Bucket: this.name, Key: key })));
  }

  /** Every object under `prefix`, page by page. */
  async list(prefix: string): Promise<ObjectInfo[]> {
    const objects: ObjectInfo[] = [];
    let token: string | undefined;
    do {
      const page = await this.call(({ sdk, client }) =>
        client.send(new sdk.ListObjectsV2Command({ Bucket: this.name, Prefix: prefix, ContinuationToken: token })),
      );
      for (const o of page?.Contents ?? []) if (o.Key) objects.push({ key: o.Key, lastModified: o.LastModified ?? new Date(0), size: o.Size ?? 0 });
      token = page?.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  }

  destroy(): void {
    void this.connection?.then(({ client }) => client.destroy());
  }

  /** Runs one request: a missing object is undefined, any other failure a StorageUnavailable. */
  private async call<T>(request: (connection: { sdk: Sdk; client: S3Client }) => Promise<T>): Promise<T | undefined> {
    const connection = await this.connect();
    try {
      return await request(connection);
    } catch (err) {
      if (isMissing(connection.sdk, err)) return undefined;
      throw new StorageUnavailable(err);
    }
  }
}

function isMissing(sdk: Sdk, err: unknown): boolean {
  if (!(err instanceof sdk.S3ServiceException) || err.name === 'NoSuchBucket') return false;
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404;
}
