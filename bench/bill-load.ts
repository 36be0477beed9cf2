import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { HEADERS } from './http.ts';
import { login } from './photo.ts';
import { startServer } from './server.ts';

/**
 * Issue 27, item 1: the bill cannot stall the shop. On a fresh server on its own copy of the seeded
 * shop, the admin makes a bill through the API (billing settings, a visitor's quote, its price, the
 * approval, the bill); then `/` alone, then `/` again while one other client downloads the bill's PDF by the
 * customer's link on `billConnections` connections at the same time. `--before <dir>` runs the same on
 * another checkout first, so both are measured in one run on one machine.
 */
export interface BillLoadScenario {
  label: string;
  root: string;
  connections: number;
  billConnections: number;
  durationS: number;
  /** `/` with nothing else asked. */
  alone: Figures;
  /** `/` while the bill is downloaded. */
  withBills: Figures;
  /** The bill downloads meanwhile. */
  bills: Figures & { kbPerRequest: number };
}

interface Figures {
  requestsPerSec: number;
  latencyMs: { p50: number; p99: number; max: number };
  total: number;
  non2xx: number;
  errors: number;
}

const PAGE = { ...HEADERS, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const PDF = { ...HEADERS, accept: 'application/pdf,*/*;q=0.8' };

const figures = (r: Awaited<ReturnType<typeof autocannon>>): Figures => ({
  requestsPerSec: Math.round(r.requests.average),
  latencyMs: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
  total: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors,
});

export async function runBillLoad(
  label: string,
  root: string,
  seededDir: string,
  admin: { user: string; password: string },
  opts: { connections: number; billConnections: number; duration: number },
  log: (line: string) => void,
): Promise<BillLoadScenario> {
  const dataDir = `${seededDir}-bill-${label.replace(/\W+/g, '-')}`;
  await fs.rm(dataDir, { recursive: true, force: true });
  execFileSync('cp', ['-a', seededDir, dataDir]);
  const server = await startServer(root, dataDir, admin);
  try {
    const bill = await makeBill(server.url, await login(server.url, admin.user, admin.password));
    log(`${label}: server ${server.url} (pid ${server.pid}); bill ${bill.number} at ${bill.path}`);
    const page = { url: `${server.url}/`, connections: opts.connections, duration: opts.duration, headers: PAGE, timeout: 10 };
    await autocannon({ ...page, connections: Math.min(4, opts.connections), duration: 1 });
    log(`  / alone: ${opts.connections} connections × ${opts.duration} s ...`);
    const alone = figures(await autocannon(page));
    log(`  / while another client downloads the bill on ${opts.billConnections} connections ...`);
    const [withBills, bills] = await Promise.all([
      autocannon(page),
      // In a worker thread: another client, not one more load on the thread that measures `/`.
      autocannon({ url: server.url + bill.path, connections: opts.billConnections, duration: opts.duration, headers: PDF, timeout: 10, workers: 1 }),
    ]);
    const billFigures = figures(bills);
    const scenario: BillLoadScenario = {
      label,
      root,
      connections: opts.connections,
      billConnections: opts.billConnections,
      durationS: opts.duration,
      alone,
      withBills: figures(withBills),
      bills: {
        ...billFigures,
        kbPerRequest: billFigures.total ? Math.round(((bills.throughput.average * opts.duration) / billFigures.total / 1024) * 10) / 10 : 0,
      },
    };
    log(
      `    / alone ${alone.requestsPerSec} req/s, p99 ${alone.latencyMs.p99} ms; with bills ${scenario.withBills.requestsPerSec} req/s, p99 ${scenario.withBills.latencyMs.p99} ms; bills ${billFigures.requestsPerSec} req/s, p99 ${billFigures.latencyMs.p99} ms`,
    );
    return scenario;
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * The demo shop seeded into `dataDir` by `root`'s own code: a shop seeded by this checkout has
 * migrations an older checkout does not know, and its server refuses to start on it.
 */
export async function seedWithCheckout(root: string, dataDir: string): Promise<void> {
  await fs.rm(dataDir, { recursive: true, force: true });
  execFileSync(process.execPath, ['--import', 'tsx', path.join('src', 'server', 'db', 'seed', 'seed-demo.ts')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
}

/** A billed quote made as the owner and a visitor would: billing settings, a quote of a seeded job's item, its price, the approval, its bill. */
async function makeBill(base: string, cookie: string): Promise<{ path: string; number: string }> {
  const call = async <T>(method: string, path: string, body?: unknown, expected = 200): Promise<T> => {
    const res = await fetch(base + path, {
      method,
      headers: { cookie, origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status !== expected) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  await call('PUT', '/api/settings/billing', {
    upiId: 'shop@okaxis',
    upiName: 'Shri Ganesh Prints',
    advancePercent: 50,
    gstMode: 'composition',
    gstin: '27AAPFU0939F1ZV',
    legalName: 'Shri Ganesh Printers LLP',
    address: '12 Station Road, Pune',
    state: 'Maharashtra',
    numberPrefix: 'INV',
  });
  type Listed = { _id: string; token: string; listingId: string | null; quantity: number; choices: Record<string, string> };
  const seeded = (await call<{ result: Listed[] }>('GET', '/api/quotes')).result.find((q) => q.listingId);
  if (!seeded) throw new Error('the demo shop has no quote of a listing to copy');
  const name = 'श्री क्षितिज पाटील';
  const { token } = await call<{ token: string }>(
    'POST',
    '/api/quotes',
    { listingId: seeded.listingId, quantity: seeded.quantity, choices: seeded.choices, texts: {}, name, phone: '98220 12345' },
    201,
  );
  // Newest first: the new quote is on the first page.
  const quote = (await call<{ result: Listed[] }>('GET', '/api/quotes')).result.find((q) => q.token === token);
  if (!quote) throw new Error('the new quote is not in the list');
  await call('PUT', `/api/quotes/${quote._id}`, { finalPrice: '4999.99' });
  // A bill is for work the customer agreed to: the owner records the approval.
  await call('PUT', `/api/quotes/${quote._id}`, { stage: 'approved' });
  const made = await call<{ invoiceNumber: string }>('POST', `/api/quotes/${quote._id}/invoice`, { address: 'MG Road, Bengaluru', state: 'Karnataka' }, 201);
  const path = `/api/quotes/${token}/invoice.pdf`;
  const pdf = await fetch(base + path);
  if (!pdf.ok || pdf.headers.get('content-type') !== 'application/pdf') throw new Error(`${path}: ${pdf.status} ${pdf.headers.get('content-type')}`);
  return { path, number: made.invoiceNumber };
}
