import { randomUUID } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const newId = (): string => randomUUID();
export const isId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

let last = 0;
/**
 * Creation times that never repeat within a process, so "newest first" is a strict order
 * even when two records are made in the same millisecond.
 */
export function nowIso(): string {
  last = Math.max(Date.now(), last + 1);
  return new Date(last).toISOString();
}

/** The key names are compared on: case-insensitive, surrounding and repeated spaces ignored. */
export const nameKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();
