import { HttpError } from './http-errors.ts';

interface Limits {
  /** Requests of one address served at once. */
  inFlight: number;
  /** More of them waiting their turn (oldest first); beyond that a 429. */
  waiting: number;
  /** A turn lasts at least this long, so that one address is served at most inFlight per spacingMs. */
  spacingMs?: number;
}

/**
 * Requests of one client address that take turns: `inFlight` at a time, `waiting` more in line, and
 * beyond that a 429 with `message` at once. A client asking on many connections then costs the server
 * what one polite client costs, and the other visitors keep their share; a request waiting its turn
 * costs nothing meanwhile. `address` is addressKey(ip).
 */
export class AddressTurns {
  private readonly lines = new Map<string, { running: number; waiting: (() => void)[] }>();

  constructor(
    private readonly limits: Limits,
    private readonly message: string,
    private readonly retryAfterSeconds = 2,
  ) {}

  async run<T>(address: string, work: () => Promise<T>): Promise<T> {
    let line = this.lines.get(address);
    if (!line) this.lines.set(address, (line = { running: 0, waiting: [] }));
    if (line.running < this.limits.inFlight) line.running += 1;
    else if (line.waiting.length < this.limits.waiting) await new Promise<void>((turn) => line.waiting.push(turn));
    else throw new HttpError(429, this.message, { 'retry-after': String(this.retryAfterSeconds) });
    const started = Date.now();
    // The turn passes straight to the oldest waiting; an address with none left is forgotten.
    const pass = () => {
      const next = line.waiting.shift();
      if (next) next();
      else if (--line.running === 0) this.lines.delete(address);
    };
    try {
      return await work();
    } finally {
      // The answer is not held back: only the address's next request waits out the rest of the turn.
      const rest = started + (this.limits.spacingMs ?? 0) - Date.now();
      if (rest > 0) setTimeout(pass, rest).unref();
      else pass();
    }
  }
}
