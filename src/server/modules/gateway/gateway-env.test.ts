import { describe, expect, it } from 'vitest';
import { configFromEnv, parseEnv } from '../../env.ts';

describe('the gateway settings of the environment', () => {
  it("are Razorpay's API and a check every 15 minutes unless told otherwise", () => {
    expect(configFromEnv(parseEnv({}))).toMatchObject({ razorpayApiUrl: 'https://api.razorpay.com', gatewayCheckMinutes: 15 });
    expect(configFromEnv(parseEnv({ RAZORPAY_API_URL: ' http://127.0.0.1:14511/ ', GATEWAY_CHECK_MINUTES: '0' }))).toMatchObject({
      razorpayApiUrl: 'http://127.0.0.1:14511',
      gatewayCheckMinutes: 0,
    });
  });

  it.each([
    [{ RAZORPAY_API_URL: 'ftp://api.razorpay.com' }, 'RAZORPAY_API_URL must be an http:// or https:// address such as https://api.razorpay.com'],
    [{ RAZORPAY_API_URL: 'https://key:secret@api.razorpay.com' }, 'RAZORPAY_API_URL must be an http:// or https:// address'],
    [{ RAZORPAY_API_URL: 'api.razorpay.com' }, 'RAZORPAY_API_URL must be an http:// or https:// address'],
    [{ GATEWAY_CHECK_MINUTES: '-1' }, 'GATEWAY_CHECK_MINUTES'],
    [{ GATEWAY_CHECK_MINUTES: 'often' }, 'GATEWAY_CHECK_MINUTES'],
  ])('stop the start with a readable line for %j', (env, message) => {
    expect(() => parseEnv(env)).toThrow(message);
  });
});
