import type { AuditChanges } from '../../../contract/audit.ts';
import type { Snapshot } from './audit.entities.ts';

/** Keys never recorded, whatever a snapshot reader returns: passwords, hashes, tokens, secrets. */
const SECRET_KEY = /password|passwd|hash|token|secret/i;

function withoutSecrets(snapshot: Snapshot | undefined): Snapshot | undefined {
  if (!snapshot) return undefined;
  return Object.fromEntries(Object.entries(snapshot).filter(([key]) => !SECRET_KEY.test(key)));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * create (no before): every new value; delete (no after): every old value; update: only the
 * fields whose value changed.
 */
export function changesBetween(before: Snapshot | undefined, after: Snapshot | undefined): AuditChanges {
  const b = withoutSecrets(before) ?? {};
  const a = withoutSecrets(after) ?? {};
  const changes: AuditChanges = {};
  for (const key of new Set([...Object.keys(b), ...Object.keys(a)])) {
    const was = key in b ? b[key]! : null;
    const is = key in a ? a[key]! : null;
    if (!before || !after || !same(was, is)) changes[key] = { before: before ? was : null, after: after ? is : null };
  }
  return changes;
}

/**
 * The record's name for the list: its title, else its name; a job's order number before it, the
 * number the owner says on the phone (a payment or a proof is otherwise only a customer's name).
 */
export function labelOf(snapshot: Snapshot | undefined): string {
  const parts = [snapshot?.orderNumber, snapshot?.title || snapshot?.name];
  return parts.filter((v): v is string => typeof v === 'string' && v !== '').join(' · ');
}
