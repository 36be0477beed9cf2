import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { configFromEnv, parseEnv } from './env.ts';
import { envRefusal as refusal } from './test-support/env-refusal.ts';

describe('where pictures are kept (MEDIA_STORE)', () => {
  it('keeps them on disk under DATA_DIR/media unless told otherwise', () => {
    const config = configFromEnv(parseEnv({ DATA_DIR: '/srv/shop' }));
    expect(config.mediaDir).toBe('/srv/shop/media');
    expect(config.mediaBucket).toBeUndefined();
    // Bucket settings alone change nothing: MEDIA_STORE says where.
    expect(configFromEnv(parseEnv({ S3_BUCKET: 'shop-media' })).mediaBucket).toBeUndefined();
  });

  it('takes the bucket, its address, region and path style for MEDIA_STORE=s3', () => {
    const config = configFromEnv(
      parseEnv({ MEDIA_STORE: 's3', S3_BUCKET: 'shop-media', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_REGION: 'ap-south-1', S3_FORCE_PATH_STYLE: 'true' }),
    );
    expect(config.mediaBucket).toEqual({ bucket: 'shop-media', endpoint: 'http://127.0.0.1:9000', region: 'ap-south-1', forcePathStyle: true });
    // AWS itself: no endpoint, the default region, virtual-host style.
    expect(configFromEnv(parseEnv({ MEDIA_STORE: 's3', S3_BUCKET: 'shop.media-1' })).mediaBucket).toEqual({
      bucket: 'shop.media-1',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it.each([
    [{ MEDIA_STORE: 's3' }, 'S3_BUCKET: MEDIA_STORE=s3 needs the bucket that holds the pictures'],
    [{ MEDIA_STORE: 'S3 bucket' }, 'MEDIA_STORE must be disk (the default) or s3'],
    [{ MEDIA_STORE: 's3', S3_BUCKET: 'Shop_Media' }, 'S3_BUCKET must be a bucket name'],
    [{ MEDIA_STORE: 's3', S3_BUCKET: 'शादी-कार्ड' }, 'S3_BUCKET must be a bucket name'],
    [{ MEDIA_STORE: 's3', S3_BUCKET: 'shop', S3_ENDPOINT: '127.0.0.1:9000' }, 'S3_ENDPOINT must be an http:// or https:// address'],
    [{ MEDIA_STORE: 's3', S3_BUCKET: 'shop', S3_ENDPOINT: 'ftp://files.example' }, 'S3_ENDPOINT must be an http:// or https:// address'],
    [{ MEDIA_STORE: 's3', S3_BUCKET: 'shop', S3_ENDPOINT: 'http://key:secret@host' }, 'S3_ENDPOINT must be an http:// or https:// address'],
    [{ MEDIA_STORE: 's3', S3_BUCKET: 'shop', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false'],
    [{ MEDIA_STORE: 's3', S3_BUCKET: 'shop', S3_REGION: 'Mumbai <script>' }, 'S3_REGION must be a region name'],
  ])('refuses %j with a message that names the setting', (env, message) => {
    const text = refusal(env);
    expect(text).toMatch(/^Invalid configuration:/);
    expect(text).toContain(message);
  });

  it('stops the server at start, before anything is opened, when the bucket setting is wrong', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, MEDIA_STORE: 's3', S3_BUCKET: '', PORT: '0', DATA_DIR: '/nonexistent/shop' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr + run.stdout).toContain('S3_BUCKET: MEDIA_STORE=s3 needs the bucket that holds the pictures');
  });
});

describe('REDIS_URL', () => {
  it('unset (or empty): every process counts its own limits', () => {
    expect(configFromEnv(parseEnv({})).redis).toBeUndefined();
    expect(configFromEnv(parseEnv({ REDIS_URL: '' })).redis).toBeUndefined();
  });

  it('a Redis address shares the limits under the shop prefix', () => {
    expect(configFromEnv(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' })).redis).toEqual({ url: 'redis://127.0.0.1:6379', keyPrefix: 'shop:' });
    expect(configFromEnv(parseEnv({ REDIS_URL: ' rediss://:s3cret@cache.example:6380/2 ' })).redis?.url).toBe('rediss://:s3cret@cache.example:6380/2');
  });

  it.each(['127.0.0.1:6379', 'http://127.0.0.1:6379', 'redis://', 'रेडिस://होस्ट', '<script>alert(1)</script>'])('%s stops the start with a message', (value) => {
    expect(() => parseEnv({ REDIS_URL: value })).toThrow(
      'Invalid configuration:\n  - REDIS_URL: REDIS_URL must be a Redis address such as redis://127.0.0.1:6379 (or be unset)',
    );
  });
});

describe('quote and contact limits', () => {
  it('admit a busy mobile network by default (60 an hour per address) and hold one number to 5', () => {
    expect(configFromEnv(parseEnv({}))).toMatchObject({ enquiriesPerHour: 60, enquiriesPerPhonePerHour: 5 });
    expect(configFromEnv(parseEnv({ ENQUIRIES_PER_HOUR: '200', ENQUIRIES_PER_PHONE_PER_HOUR: '3' }))).toMatchObject({
      enquiriesPerHour: 200,
      enquiriesPerPhonePerHour: 3,
    });
    expect(refusal({ ENQUIRIES_PER_PHONE_PER_HOUR: '0' })).toContain('ENQUIRIES_PER_PHONE_PER_HOUR');
  });
});
