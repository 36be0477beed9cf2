import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The stand-in push service's certificate and key (PEM files), trusted by the test workers. */
    pushEndpointTls: { cert: string; key: string };
  }
}

/**
 * Vitest globalSetup of the server tests: a self-signed certificate for https://127.0.0.1, made
 * once per run, that the workers trust. Node reads NODE_EXTRA_CA_CERTS when a process starts, so it
 * is set here, in the main process, before any worker is forked: vitest 4 forks each worker with
 * the main process's environment as it is when the tests start (then test.env on top). A CA file
 * already named by NODE_EXTRA_CA_CERTS stays trusted: the new file holds both.
 */
export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-endpoint-tls-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  const args = 'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 -subj /CN=push-service.test';
  execFileSync('openssl', [...args.split(' '), '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost', '-keyout', key, '-out', cert], { stdio: 'pipe' });
  const earlier = process.env.NODE_EXTRA_CA_CERTS;
  const trusted = path.join(dir, 'trusted.pem');
  fs.writeFileSync(trusted, [earlier && fs.existsSync(earlier) ? fs.readFileSync(earlier, 'utf8') : '', fs.readFileSync(cert, 'utf8')].join('\n'));
  process.env.NODE_EXTRA_CA_CERTS = trusted;
  project.provide('pushEndpointTls', { cert, key });
  return () => {
    if (earlier === undefined) delete process.env.NODE_EXTRA_CA_CERTS;
    else process.env.NODE_EXTRA_CA_CERTS = earlier;
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
