import { badRequest } from './http-errors.ts';

/** A trimmed text field from a JSON or multipart body; anything that is not text counts as empty. */
export function text(body: unknown, key: string): string {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[key];
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? withoutNul(value, key).trim() : '';
}

/**
 * Text with a NUL character is refused: PostgreSQL cannot store one (a 500 there), and SQLite would
 * keep what a restore into PostgreSQL then could not.
 */
export function withoutNul(value: string, label: string): string {
  if (value.includes('\u0000')) throw badRequest(`${label} must not contain NUL characters.`);
  return value;
}

/** Like `text`, but tells "absent" (undefined) apart from "sent empty" (''). */
export function optionalText(body: unknown, key: string): string | undefined {
  if (!body || typeof body !== 'object' || !(key in (body as object))) return undefined;
  return text(body, key);
}

/** Caps free text so one request cannot store megabytes in a name. */
export function limitLength(value: string, max: number, label: string): string {
  if (value.length > max) throw badRequest(`${label} must be at most ${max} characters.`);
  return value;
}
