import { randomUUID } from 'node:crypto';

import { isUuid } from '../../contract/fields.ts';

export const newId = (): string => randomUUID();
export const isId = isUuid;

let last = 0;
/**
 * Creation times that never repeat within a process, so "newest first" is a strict order
 * even when two records are made in the same millisecond.
 */
export function nowIso(): string {
  last = Math.max(Date.now(), last + 1);
  return new Date(last).toISOString();
}
