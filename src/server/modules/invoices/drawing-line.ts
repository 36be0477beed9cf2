import { HttpError } from '../../lib/http-errors.ts';

export const DRAWING_BUSY = 'Many bills are being prepared right now. Please try again in a few seconds.';
/** A line of a few drawings of ~100–450 ms each drains in about this long. */
const RETRY_AFTER_SECONDS = 3;

/** A drawing keeps the server busy for 100–450 ms (pdfkit): one at a time, and a short line behind it. */
const LIMITS = { inFlight: 1, queued: 8 };

/**
 * The drawings of PDFs (bills that have no kept PDF yet, job tickets), asked for by downloads:
 * `inFlight` at a time for the whole server, `queued` more waiting their turn, and beyond that a 503
 * with Retry-After at once (saying `busy`). Asking for a drawing already under way (the same key)
 * waits for that one and takes no place in the line.
 */
export class DrawingLine<T = unknown> {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly underWay = new Map<string, Promise<T>>();

  constructor(private readonly limits = LIMITS) {}

  run<R extends T>(key: string, draw: () => Promise<R>, busy: string = DRAWING_BUSY): Promise<R> {
    // A key names one drawing, so what is under way under it is what this caller draws.
    const shared = this.underWay.get(key) as Promise<R> | undefined;
    if (shared) return shared;
    if (this.running >= this.limits.inFlight && this.waiting.length >= this.limits.queued) {
      return Promise.reject(new HttpError(503, busy, { 'retry-after': String(RETRY_AFTER_SECONDS) }));
    }
    const drawing = this.inTurn(draw).finally(() => this.underWay.delete(key));
    this.underWay.set(key, drawing);
    return drawing;
  }

  private async inTurn<R extends T>(draw: () => Promise<R>): Promise<R> {
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

const lines = new WeakMap<object, DrawingLine>();

/** The shop's one line of PDF drawings (per database: a test's shop is a shop), shared by bills and job tickets. */
export function shopDrawingLine(db: object): DrawingLine {
  let line = lines.get(db);
  if (!line) {
    line = new DrawingLine();
    lines.set(db, line);
  }
  return line;
}
