import { HttpError } from '../../lib/http-errors.ts';

const PREVIEWS_BUSY = 'Many previews are being drawn right now. Please try again in a few seconds.';
/** A queue of a few renders of ~100–330 ms each drains in about this long. */
const RETRY_AFTER_SECONDS = 2;

/** Two renders at once keep both cores of a small server busy without starving the shop's pages. */
const RENDER_LIMITS = { inFlight: 2, queued: 6 };

/**
 * Renders for the whole server, not per address: at most `inFlight` at once, `queued` more waiting
 * their turn, and beyond that a 503 with Retry-After at once, so many addresses together cannot
 * queue up minutes of CPU. Only real renders pass through here (identical requests share one).
 */
export class RenderGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: { inFlight: number; queued: number } = RENDER_LIMITS) {}

  async run<T>(render: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.inFlight) this.running += 1;
    else if (this.waiting.length < this.limits.queued) await new Promise<void>((turn) => this.waiting.push(turn));
    else throw new HttpError(503, PREVIEWS_BUSY, { 'retry-after': String(RETRY_AFTER_SECONDS) });
    try {
      return await render();
    } finally {
      // The slot passes straight to the next in the queue, so a newcomer cannot take it first.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
