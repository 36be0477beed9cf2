import fs from 'node:fs';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';

/** One push message as a push service received it (RFC 8030 §5): its path, headers and encrypted body. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** How the stand-in answers a push: a status (201 takes it, 410 says the subscription is gone…), or never. */
export type PushAnswer = number | 'hang';

/**
 * A local stand-in for a browser's push service (FCM, Mozilla's autopush, Apple's), speaking RFC 8030
 * over https at 127.0.0.1 with the certificate the test run trusts (push-endpoint-tls.ts). It keeps
 * every push it is sent and answers each as told: `answers` in order, then `otherwise`.
 */
export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  answers: PushAnswer[] = [];
  otherwise: PushAnswer = 201;
  private taken = 0;
  private readonly waiting = new Set<() => void>();
  private readonly hanging = new Set<ServerResponse>();

  private constructor(private readonly server: https.Server) {}

  static async start(): Promise<PushServiceStandIn> {
    const tls = inject('pushEndpointTls');
    const server = https.createServer({ cert: fs.readFileSync(tls.cert), key: fs.readFileSync(tls.key) });
    const service = new PushServiceStandIn(server);
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        service.received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        for (const wake of service.waiting) wake();
        const answer = service.answers.shift() ?? service.otherwise;
        if (answer === 'hang') service.hanging.add(response);
        else response.writeHead(answer, answer === 201 ? { location: `${request.url}/messages/${service.received.length}` } : {}).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return service;
  }

  /** A device's address at this push service. */
  endpoint(device: string): string {
    return `https://127.0.0.1:${(this.server.address() as AddressInfo).port}/push/${device}`;
  }

  /** The next push not yet taken, as soon as it arrives; fails after `withinMs`. */
  async next(withinMs = 5_000): Promise<ReceivedPush> {
    const deadline = Date.now() + withinMs;
    while (this.received.length <= this.taken) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no push within ${withinMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.waiting.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiting.add(wake);
      });
    }
    return this.received[this.taken++]!;
  }

  /** Pushes that arrived and were not taken yet. */
  get untaken(): number {
    return this.received.length - this.taken;
  }

  async close(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/** An https address where nothing listens (a push service that is down): a port just freed. */
export async function downEndpoint(): Promise<string> {
  const server = https.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `https://127.0.0.1:${port}/push/down`;
}
