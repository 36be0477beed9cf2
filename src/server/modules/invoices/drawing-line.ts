import { HttpError } from '../../lib/http-errors.ts';

export const DRAWING_BUSY = 'Many bills are being prepared right now. Please try again in a few seconds.';
/** A line of a few drawings of ~100–450 ms each drains in about this long. */
const RETRY_AFTER_SECONDS = 3;

/** A drawing keeps the server busy for 100–450 ms (pdfkit): one at a time, and a short line behind it. */
const LIMITS = { inFlight: 1, queued: 8 };

/**
 * The drawings of bills that have no kept PDF yet (made before PDFs were kept, or a crash cut their
 * drawing short), asked for by downloads: `inFlight` at a time for the whole server, `queued` more
 * waiting their turn, and beyond that a 503 with Retry-After at once. Asking for a drawing already
 * under way waits for that one and takes no place in the line.
 */
export class DrawingLine<T> {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly underWay = new Map<string, Promise<T>>();

  constructor(private readonly limits = LIMITS) {}

  run(key: string, draw: () => Promise<T>): Promise<T> {
    const shared = this.underWay.get(key);
    if (shared) return shared;
    if (this.running >= this.limits.inFlight && this.waiting.length >= this.limits.queued) {
      return Promise.reject(new HttpError(503, DRAWING_BUSY, { 'retry-after': String(RETRY_AFTER_SECONDS) }));
    }
    const drawing = this.inTurn(draw).finally(() => this.underWay.delete(key));
    this.underWay.set(key, drawing);
    return drawing;
  }

  private async inTurn(draw: () => Promise<T>): Promise<T> {
    if (this.running < this.limits.inFlight) this.running += 1;
    else await new Promise<void>((turn) => this.waiting.push(turn));
    try {
      return await draw();
    } finally {
      // The slot passes straight to the oldest waiting, so a newcomer cannot take it first.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
