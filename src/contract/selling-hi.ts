import { z } from 'zod';
import { noNul, nulMessage } from './fields.ts';

/**
 * The Hindi name of a print option, of one of its choices or of a personalisation zone (issue 28):
 * `translations: {hi: {name}}` (or `{hi: {label}}`) beside the English one, in the shape a listing's
 * title has (translations.ts). The English names stay the keys: a quote stores them and the price is
 * matched on them, so a Hindi name can change without touching a quote.
 */

const isPlainObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/**
 * Stored and sent as given, trimmed; blank (or null) is no Hindi name, and then no `translations` at
 * all, so an option without one reads exactly as before. `what` names the English field in messages.
 */
export function hindiName<const K extends 'name' | 'label'>(key: K, what: string, max: number) {
  const example = `{"hi":{"${key}":"…"}}`;
  return (
    z
      .unknown()
      // Typed as loosely as the answers' shape (translationsAnswer), so a listing read back passes where one parsed does.
      .transform((raw, ctx): { hi?: Partial<Record<K, string>> } | undefined => {
        const fail = (message: string) => {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        };
        if (raw === null) return undefined;
        if (!isPlainObject(raw)) return fail(`${what} in Hindi must be sent as ${example}.`);
        const { hi, ...others } = raw;
        if (Object.keys(others).length) return fail('translations may only hold "hi" (Hindi).');
        if (hi === undefined || hi === null) return undefined;
        if (!isPlainObject(hi)) return fail(`${what} in Hindi must be sent as ${example}.`);
        const { [key]: value, ...rest } = hi;
        if (Object.keys(rest).length) return fail(`${what} in Hindi must be sent as ${example}.`);
        if (value === undefined || value === null) return undefined;
        if (typeof value !== 'string') return fail(`${what} in Hindi must be text.`);
        if (!noNul(value)) return fail(nulMessage(`${what} in Hindi`));
        const text = value.trim();
        if (text.length > max) return fail(`${what} in Hindi must be at most ${max} characters.`);
        return text ? { hi: { [key]: text } as Partial<Record<K, string>> } : undefined;
      })
      .optional()
  );
}
