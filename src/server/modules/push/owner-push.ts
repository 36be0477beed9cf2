import type { FastifyBaseLogger } from 'fastify';
import type { OwnerEvent, PushMessage } from '../../../contract/push.ts';
import type { Database } from '../../db/database.ts';
import type { AppConfig } from '../../env.ts';
import { ownerMessage, type NewsSubject } from './owner-message.ts';
import { allSubscriptions, forgetEndpoint, type PushTarget } from './push.repository.ts';
import { shopVapidKeys, vapidSubject } from './vapid.ts';
import type { VapidKeys } from './vapid-pair.ts';

/** Waits before the 2nd and 3rd try of a push the service did not take (5xx, 429, no answer). */
const RETRY_DELAYS_MS = [1_000, 4_000];
/** One try gives up after this long: a push service that hangs holds nothing of the shop's for longer. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** A phone off for the night still hears of the day's quote the next morning. */
const TTL_SECONDS = 24 * 3600;

type Outcome = 'sent' | 'gone' | 'refused' | 'retry';
type Vapid = VapidKeys & { subject: string };

/** Where a push went, for the log: the push service's origin (the full address is the device's capability). */
const serviceOf = (endpoint: string) => new URL(endpoint).origin;

/**
 * Web Push to every device of the shop's users (RFC 8030 + 8291 + 8292 through web-push). `tell` is
 * called once an answer has left (owner-news.ts): it returns at once and the delivery runs on its
 * own, so a push service that is down or slow never delays or fails a customer's request; it is
 * retried a little, logged, and a subscription the service says is gone (404/410) is removed. Each
 * process sends the events it answered, so with several processes every event is sent once.
 */
export class OwnerPush {
  private readonly running = new Set<Promise<void>>();
  private readonly stopping = new AbortController();
  private keysOnce: Promise<VapidKeys> | undefined;

  constructor(
    private readonly db: Database,
    private readonly config: AppConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The shop's VAPID keys (made on first need, then kept by this process). */
  keys(): Promise<VapidKeys> {
    this.keysOnce ??= shopVapidKeys(this.db, this.config).catch((err: unknown) => {
      this.keysOnce = undefined;
      throw err;
    });
    return this.keysOnce;
  }

  tell(event: OwnerEvent, subject: NewsSubject): void {
    if (this.stopping.signal.aborted) return;
    const delivery = this.deliver(event, subject).catch((err: unknown) => this.log.warn({ err, event }, 'push to the owner failed'));
    this.running.add(delivery);
    void delivery.finally(() => this.running.delete(delivery));
  }

  /** At shutdown: tries still waiting on a push service are cut off; nothing is left running. */
  async close(): Promise<void> {
    this.stopping.abort();
    await Promise.allSettled([...this.running]);
  }

  private async deliver(event: OwnerEvent, subject: NewsSubject): Promise<void> {
    const targets = await allSubscriptions(this.db);
    if (targets.length === 0) return;
    const message = await ownerMessage(this.db, event, subject);
    if (!message) return;
    const [keys, sub] = await Promise.all([this.keys(), vapidSubject(this.db, this.config)]);
    await Promise.all(targets.map((target) => this.sendTo(target, message, { ...keys, subject: sub })));
  }

  private async sendTo(target: PushTarget, message: PushMessage, vapid: Vapid): Promise<void> {
    const service = serviceOf(target.endpoint);
    for (let tries = 1; ; tries++) {
      const outcome = await this.attempt(target, message, vapid);
      if (outcome === 'sent') return this.log.debug({ service, tries }, 'pushed to the owner');
      if (outcome === 'gone') {
        await forgetEndpoint(this.db, target.endpoint);
        return this.log.info({ service }, 'push subscription gone: removed');
      }
      const delay = RETRY_DELAYS_MS[tries - 1];
      if (outcome === 'refused' || delay === undefined || this.stopping.signal.aborted) {
        return this.log.warn({ service, tries, outcome }, 'push to the owner not delivered');
      }
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, delay);
        this.stopping.signal.addEventListener('abort', () => resolve(clearTimeout(timer)), { once: true });
      });
    }
  }

  private async attempt(target: PushTarget, message: PushMessage, vapid: Vapid): Promise<Outcome> {
    // Loaded with the first push: a shop nobody subscribed to never loads it (decision 031).
    const { default: webpush } = await import('web-push');
    const request = webpush.generateRequestDetails(target, JSON.stringify(message), {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    });
    // fetch sets Content-Length from the body itself.
    const headers = Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length');
    try {
      const answer = await fetch(request.endpoint, {
        method: 'POST',
        headers: headers.map(([name, value]) => [name, String(value)]),
        body: Uint8Array.from(request.body),
        redirect: 'manual',
        signal: AbortSignal.any([this.stopping.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
      await answer.body?.cancel();
      if (answer.ok) return 'sent';
      if (answer.status === 404 || answer.status === 410) return 'gone';
      return answer.status >= 500 || answer.status === 429 ? 'retry' : 'refused';
    } catch {
      return this.stopping.signal.aborted ? 'refused' : 'retry';
    }
  }
}
