import { describe, expect, it } from 'vitest';
import { configFromEnv, parseEnv } from './env.ts';

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
