/**
 * Run as its own process by loads-on-demand.test.ts: builds the shop from its environment (SQLite,
 * pictures on disk, no Redis), answers the catalogue's calls as a visitor, then takes one upload, and
 * prints which of the heavy packages were loaded at each point, as JSON on its last line.
 */
import { registerHooks } from 'node:module';

const HEAVY = ['sharp', 'pdfkit', 'pdf-lib', '@aws-sdk/client-s3', 'ioredis', 'pg'];
const loaded = new Set<string>();
registerHooks({
  resolve(specifier, context, next) {
    if (HEAVY.includes(specifier)) loaded.add(specifier);
    return next(specifier, context);
  },
});

const { buildApp } = await import('../app.ts');
const { configFromEnv, parseEnv } = await import('../env.ts');
const app = await buildApp(configFromEnv(parseEnv()), { logger: false, web: false });
for (const url of ['/api/listings', '/api/categories', '/api/confi/GetConfiList', '/api/health/ready']) {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
}
const browsing = [...loaded].sort();
// The test's picture is made with sharp itself, so only after the visitor's part is recorded.
const { uniqueJpeg } = await import('./fixtures.ts');
const login = await app.inject({
  method: 'POST',
  url: '/api/users/login',
  payload: { User_name: process.env.ADMIN_USER, Password: process.env.ADMIN_PASSWORD },
});
const cookie = String(login.headers['set-cookie']).split(';')[0]!;
const form = new FormData();
form.append('name', 'Trophies');
form.append('image', new Blob([new Uint8Array(await uniqueJpeg())], { type: 'image/jpeg' }), 'trophy.jpg');
const request = new Request('http://shop.test/api/categories', { method: 'POST', body: form });
const upload = await app.inject({
  method: 'POST',
  url: '/api/categories',
  headers: { cookie, 'content-type': request.headers.get('content-type')! },
  payload: Buffer.from(await request.arrayBuffer()),
});
await app.close();
console.log(JSON.stringify({ browsing, uploadStatus: upload.statusCode, afterUpload: [...loaded].sort() }));
