import { KeyedLock } from './keyed-lock.ts';

/** What MediaService holds while it writes, commits or removes the files of some image hashes. */
export interface MediaLock {
  run<T>(keys: Iterable<string>, fn: () => Promise<T>): Promise<T>;
  /** True when the lock also keeps other processes out (PostgreSQL), false when it is this process's alone. */
  readonly acrossProcesses: boolean;
}

/** SQLite: one process owns the shop, so the in-process lock is the whole truth. */
class ProcessLock implements MediaLock {
  readonly acrossProcesses = false;
  private readonly keyed = new KeyedLock();
  run<T>(keys: Iterable<string>, fn: () => Promise<T>): Promise<T> {
    return this.keyed.run(keys, fn);
  }
}

/** The lock of a process that owns its pictures alone (SQLite, command-line tools on SQLite, tests). */
export const processLock = (): MediaLock => new ProcessLock();
