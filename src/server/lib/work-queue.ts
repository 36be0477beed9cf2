/**
 * Work that must not all run at once: at most `slots` jobs run, the rest wait in the order they
 * came. A finished job (or a failed one) hands its slot straight to the oldest waiting, so a
 * newcomer can never take it first and nobody waits forever behind later arrivals.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly slots: number) {
    if (!Number.isInteger(slots) || slots < 1) throw new Error('A work queue needs at least one slot');
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.slots) this.running += 1;
    else await new Promise<void>((turn) => this.waiting.push(turn));
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Jobs waiting for a slot (not those running). */
  get queued(): number {
    return this.waiting.length;
  }
}
