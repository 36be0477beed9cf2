/**
 * A map that forgets its least recently used entries once their bytes pass a limit. For answers
 * that are expensive to make and cheap to keep (rendered previews).
 */
export class ByteLru<V extends { byteLength: number }> {
  private readonly entries = new Map<string, V>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    if (value.byteLength > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.bytes -= old.byteLength;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.bytes += value.byteLength;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.byteLength;
    }
  }

  /** The keys, least recently used first. */
  keys(): IterableIterator<string> {
    return this.entries.keys();
  }

  /** Forgets one entry. */
  delete(key: string): void {
    const old = this.entries.get(key);
    if (old === undefined) return;
    this.entries.delete(key);
    this.bytes -= old.byteLength;
  }

  /** Forgets every entry `keep` says no to. */
  retain(keep: (value: V) => boolean): void {
    for (const [k, v] of this.entries) {
      if (keep(v)) continue;
      this.entries.delete(k);
      this.bytes -= v.byteLength;
    }
  }

  /** Forgets every entry at once. */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Values made once per key and kept by bytes (see ByteLru); callers asking for a key while it is
 * being made share that one making. `hit` says whether the value was already kept.
 */
export function madeOnce<V extends { byteLength: number }>(maxBytes: number) {
  const kept = new ByteLru<V>(maxBytes);
  const making = new Map<string, Promise<V>>();
  return async (key: string, make: () => Promise<V>): Promise<{ value: V; hit: boolean }> => {
    const value = kept.get(key);
    if (value) return { value, hit: true };
    let pending = making.get(key);
    if (!pending) {
      pending = make();
      making.set(key, pending);
      pending
        .then((v) => kept.set(key, v))
        .catch(() => {})
        .finally(() => making.delete(key));
    }
    return { value: await pending, hit: false };
  };
}
