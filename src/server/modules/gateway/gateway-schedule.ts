import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { takeLease } from '../../db/leases.ts';
import { checkOpenLinks } from './gateway-check.ts';

/** The lease of the one process that asks the gateway in a period (db/leases.ts). */
const LEASE = 'gateway-check';

/**
 * Asks the gateway about open payment links every GATEWAY_CHECK_MINUTES (off when unset or 0, as in
 * tests), so a webhook that never arrived is caught within a period. Several processes share one
 * database: the one that takes the period's lease asks, the others skip the period. A failure is
 * logged; the next period tries again.
 */
export function scheduleGatewayChecks(app: FastifyInstance, apiUrl: string, tellPaid: (quoteToken: string) => void): void {
  const minutes = app.config.gatewayCheckMinutes ?? 0;
  if (minutes <= 0) return;
  const everyMs = minutes * 60_000;
  const holder = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const turn = async () => {
    const now = Date.now();
    // Held a little less than the period, so this process's own next turn finds it free.
    if (!(await takeLease(app.db, LEASE, holder, now + everyMs - Math.min(30_000, everyMs / 10), now))) return;
    const summary = await checkOpenLinks(app.db, apiUrl, (outcome) => tellPaid(outcome.quoteToken));
    if (summary && (summary.recorded || summary.cancelled || summary.failed)) app.log.info(summary, 'gateway check: open payment links asked');
  };

  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = turn()
        .catch((err: unknown) => app.log.error({ err }, 'gateway check failed'))
        .finally(() => {
          running = undefined;
        });
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
