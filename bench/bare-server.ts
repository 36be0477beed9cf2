import fs from 'node:fs';
import Fastify from 'fastify';

/**
 * The bare route (issue 10): a Fastify server that answers each benchmarked path with the bytes the
 * real server sent for it, fetched once beforehand — the same body, content-type and headers for each
 * encoding (brotli, gzip or none, chosen from accept-encoding as the real server chooses) — and does
 * nothing else. Run as a child of the bench (`node --import tsx bench/bare-server.ts spec.json`), so it
 * does not share an event loop with autocannon; it prints `listening <port>` when ready.
 */
export interface BareAnswer {
  status: number;
  headers: Record<string, string>;
  /** Base64 of the body exactly as it came over the wire (compressed when content-encoding says so). */
  body: string;
}
export type BareSpec = Record<string, { br: BareAnswer; gzip: BareAnswer; identity: BareAnswer }>;

function pickEncoding(accept: string | undefined): 'br' | 'gzip' | 'identity' {
  const wanted = (accept ?? '').toLowerCase();
  if (/\bbr\b/.test(wanted)) return 'br';
  if (/\bgzip\b/.test(wanted)) return 'gzip';
  return 'identity';
}

async function main(specFile: string): Promise<void> {
  const spec = JSON.parse(fs.readFileSync(specFile, 'utf8')) as BareSpec;
  const answers = new Map(
    Object.entries(spec).map(([url, byEncoding]) => [
      url,
      Object.fromEntries(Object.entries(byEncoding).map(([enc, a]) => [enc, { ...a, bytes: Buffer.from(a.body, 'base64') }])) as Record<
        'br' | 'gzip' | 'identity',
        BareAnswer & { bytes: Buffer }
      >,
    ]),
  );
  const app = Fastify({ logger: false });
  app.get('/*', (request, reply) => {
    const answer = answers.get(request.url)?.[pickEncoding(request.headers['accept-encoding'])];
    if (!answer) return reply.code(404).send();
    return reply.code(answer.status).headers(answer.headers).send(answer.bytes);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  main(process.argv[2]!).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
