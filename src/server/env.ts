import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './media/s3-bucket.ts';
import { vapidPairProblem, type VapidKeys } from './modules/push/vapid-pair.ts';

/**
 * An address setting: trimmed; blank gives `blank`; otherwise `read` takes what it needs from the
 * parsed URL, or gives undefined and the setting is refused with `message`.
 */
function urlSetting<T, B = undefined>(message: string, read: (url: URL) => T | undefined, blank?: B) {
  return z
    .string()
    .trim()
    .optional()
    .transform((v, ctx): T | B => {
      if (!v) return blank as B;
      let value: T | undefined;
      try {
        value = read(new URL(v));
      } catch {
        // reported below
      }
      if (value !== undefined) return value;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    });
}

const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// (or be unset for SQLite)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_USER: z.string().trim().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_MOBILE: z.string().trim().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Proxies in front of the shop: a hop count ("1": one proxy that appends to X-Forwarded-For) or a
   * comma-separated list of proxy addresses/CIDRs. The client chooses the leftmost entry, so it is
   * never trusted; "true" means one hop.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx): TrustProxy => {
      if (!v || v === 'false' || v === '0') return false;
      if (v === 'true') return 1;
      if (/^\d+$/.test(v)) return Number(v);
      const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.every((a) => /^(?:[0-9a-f.:]+(?:\/\d{1,3})?|loopback|linklocal|uniquelocal)$/i.test(a))) return list;
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be a hop count (e.g. 1) or a comma-separated list of proxy addresses' });
      return z.NEVER;
    }),
  /** The shop's own address (https://shop.example); the only source of absolute URLs in pages, sitemap and robots.txt. */
  PUBLIC_URL: urlSetting('PUBLIC_URL must be an origin such as https://shop.example (no path)', (url) =>
    isHttp(url) && url.pathname === '/' && !url.search && !url.hash ? url.origin : undefined,
  ),
  /** Seconds a stopping server gives requests in flight (uploads included) to finish. */
  SHUTDOWN_GRACE_S: z.coerce.number().int().min(0).max(3600).default(30),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /**
   * Contact messages, quote requests and a customer's writes on their quote, per address an hour.
   * Loose: Indian mobile networks put many phones behind one public address (CGNAT).
   */
  ENQUIRIES_PER_HOUR: z.coerce.number().int().min(1).default(60),
  /** Quote requests per phone number (as typed, read as +91…) an hour: the limit that holds one sender back. */
  ENQUIRIES_PER_PHONE_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /**
   * Redis shared by every process of the shop (redis://host:6379, rediss:// for TLS): the login
   * throttle, the write limits and the quote requests per phone count across processes. Unset: each
   * process counts its own.
   */
  REDIS_URL: urlSetting('REDIS_URL must be a Redis address such as redis://127.0.0.1:6379 (or be unset)', (url) =>
    (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname ? url.href : undefined,
  ),
  /** Memory for pages and public reads kept for visitors without a session; 0 turns the cache off. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** Memory for the pictures visitors are asking for right now (media/hot-pictures.ts); 0 streams each from the store. */
  PICTURE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(8),
  /** First-party counts for the owner's Insights (issue 11): 1 (default) counts, 0 turns counting off. */
  COUNT_VISITS: z.enum(['0', '1'], { error: 'COUNT_VISITS must be 1 (count) or 0 (off)' }).default('1'),
  /** Where the web build lives (default ./dist); tests that run side by side each build their own. */
  WEB_DIST_DIR: z.string().optional(),
  /** Scheduled backups (src/server/backup): on only when BACKUP_DIR is set. */
  BACKUP_DIR: z.string().optional(),
  // At most 500 h: a longer timer would overflow setTimeout's 24.8-day limit.
  BACKUP_EVERY_HOURS: z.coerce.number().positive().max(500).default(24),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  /** Where pictures and private files live: DATA_DIR/media (default) or an S3-compatible bucket (decision 027). */
  MEDIA_STORE: z.enum(['disk', 's3'], { error: 'MEDIA_STORE must be disk (the default) or s3' }).default('disk'),
  /** S3's rules for a bucket's name: 3 to 63 lower-case letters, digits, dots and hyphens. */
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Any S3-compatible service's address (http://127.0.0.1:9000, https://…); unset for AWS. */
  S3_ENDPOINT: urlSetting('S3_ENDPOINT must be an http:// or https:// address such as http://127.0.0.1:9000', (url) =>
    isHttp(url) && !url.search && !url.hash && !url.username ? url.toString().replace(/\/$/, '') : undefined,
  ),
  S3_REGION: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]+$/, 'S3_REGION must be a region name such as us-east-1 or ap-south-1')
    .default('us-east-1'),
  /** "true" for local and most S3-compatible servers (http://host/bucket/key rather than http://bucket.host/key). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be true or false' }).default('false'),
  /** The payment gateway's API (decision 044): Razorpay's own address unless a stand-in is named (tests). */
  RAZORPAY_API_URL: urlSetting(
    'RAZORPAY_API_URL must be an http:// or https:// address such as https://api.razorpay.com',
    (url) => (isHttp(url) && !url.search && !url.hash && !url.username && !url.password ? url.toString().replace(/\/$/, '') : undefined),
    'https://api.razorpay.com',
  ),
  /** Minutes between asking the gateway about open payment links (a lost webhook is caught); 0 turns it off. */
  GATEWAY_CHECK_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  /** Web Push to the owner's phones (decision 034): a VAPID key pair in base64url; unset, the shop makes one once and keeps it in its database. */
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  /** Whom push services may contact about the shop's pushes; unset: the shop's e-mail, else an https PUBLIC_URL. */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^(?:mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+\S*)$/.test(v), 'VAPID_SUBJECT must be a mailto: or https:// address'),
});

export type Env = z.infer<typeof EnvSchema>;
/** Fastify's trustProxy: off, a hop count, or the proxies' addresses. */
type TrustProxy = false | number | string[];

/** The configuration the app is built from; tests build one directly. */
export interface AppConfig {
  dataDir: string;
  mediaDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests isolate themselves this way). */
  pgSchema?: string;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: TrustProxy;
  /** Origin for absolute URLs; without it they are built from the request's Host and never publicly cached. */
  publicUrl?: string;
  shutdownGraceSeconds: number;
  sessionDays: number;
  loginFailuresPerMinute: number;
  writesPerMinute: number;
  /** Per address an hour: contact messages, quote requests and a customer's writes on their quote. */
  enquiriesPerHour: number;
  /** Quote requests per phone number an hour (modules/quotes/phone-limit.ts). */
  enquiriesPerPhonePerHour: number;
  /** Shared limits (lib/shared-counters.ts): the Redis address, and the prefix of every key (tests isolate runs by it). */
  redis?: { url: string; keyPrefix: string };
  /** Wrong quote links one address may try in 10 minutes (modules/quotes/token-misses.ts); tests narrow it. */
  quoteLinkMisses?: number;
  /** Preview renders at once in the whole server, and how many may wait (modules/previews/render-gate.ts); tests narrow it. */
  previewRenders?: { inFlight: number; queued: number };
  /** Anonymous answers cache (plugins/anonymous-cache.ts); unset or 0: off. */
  pageCacheMb?: number;
  /** Memory for the pictures being asked for, each kept up to a minute; 0 or unset: none. */
  pictureCacheMb?: number;
  /** Count views, taps and searches for Insights; unset means on. */
  countVisits?: boolean;
  webDistDir?: string;
  admin?: { name: string; password: string; mobile: string };
  /** MEDIA_STORE=s3: pictures and private files in this bucket, nothing of them under mediaDir. Unset: on disk. */
  mediaBucket?: S3Settings;
  /** Periodic backups into `dir`, keeping the newest `keep`. */
  backup?: { dir: string; everyHours: number; keep: number };
  /** Web Push (modules/push): VAPID_* when set; unset keys are the shop's own, kept in its database. */
  vapid?: { keys?: VapidKeys; subject?: string };
  /** The payment gateway's API address (modules/gateway); unset: Razorpay's own. */
  razorpayApiUrl?: string;
  /** Minutes between checks of open payment links; unset or 0: never on a schedule (tests). */
  gatewayCheckMinutes?: number;
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (Boolean(env.ADMIN_USER) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration:\n  - ADMIN_USER and ADMIN_PASSWORD must be set together');
  }
  if (env.MEDIA_STORE === 's3' && !env.S3_BUCKET) {
    throw new Error('Invalid configuration:\n  - S3_BUCKET: MEDIA_STORE=s3 needs the bucket that holds the pictures');
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid configuration:\n  - VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  const vapidProblem =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && vapidPairProblem({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY });
  if (vapidProblem) throw new Error(`Invalid configuration:\n  - ${vapidProblem}`);
  return env;
}

export function configFromEnv(env: Env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
    shutdownGraceSeconds: env.SHUTDOWN_GRACE_S,
    sessionDays: env.SESSION_DAYS,
    loginFailuresPerMinute: env.LOGIN_FAILURES_PER_MINUTE,
    writesPerMinute: env.WRITES_PER_MINUTE,
    enquiriesPerHour: env.ENQUIRIES_PER_HOUR,
    enquiriesPerPhonePerHour: env.ENQUIRIES_PER_PHONE_PER_HOUR,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: 'shop:' } : undefined,
    pageCacheMb: env.PAGE_CACHE_MB,
    pictureCacheMb: env.PICTURE_CACHE_MB,
    countVisits: env.COUNT_VISITS === '1',
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : undefined,
    admin: env.ADMIN_USER && env.ADMIN_PASSWORD ? { name: env.ADMIN_USER, password: env.ADMIN_PASSWORD, mobile: env.ADMIN_MOBILE ?? '' } : undefined,
    mediaBucket:
      env.MEDIA_STORE === 's3' && env.S3_BUCKET
        ? { bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT, region: env.S3_REGION, forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' }
        : undefined,
    backup: env.BACKUP_DIR ? { dir: path.resolve(env.BACKUP_DIR), everyHours: env.BACKUP_EVERY_HOURS, keep: env.BACKUP_KEEP } : undefined,
    vapid: {
      keys: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined,
      subject: env.VAPID_SUBJECT || undefined,
    },
    razorpayApiUrl: env.RAZORPAY_API_URL,
    gatewayCheckMinutes: env.GATEWAY_CHECK_MINUTES,
  };
}
