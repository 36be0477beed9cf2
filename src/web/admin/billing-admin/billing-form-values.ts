import { BillingSettingsInputSchema, BillingSettingsSchema, type BillingSettings } from '../../../contract/billing-settings.ts';
import { financialYearOf } from '../../../contract/billing/financial-year.ts';
import { checkInvoicePrefix, formatInvoiceNumber } from '../../../contract/billing/invoice-number.ts';

/** The form's texts, one per field of PUT /api/settings/billing. */
export type BillingValues = Record<keyof BillingSettings, string>;
export type BillingErrors = Partial<Record<keyof BillingSettings, string>>;

/** The settings' own fields (an answer carries `saved` beside them, which is no field of the form). */
export const valuesOf = (s: BillingSettings): BillingValues => ({ ...BillingSettingsSchema.parse(s), advancePercent: String(s.advancePercent) });

/** Each field's message, by the contract's own schema (the server's check): empty when the form can be sent. */
export function errorsOf(values: BillingValues): BillingErrors {
  const parsed = BillingSettingsInputSchema.safeParse(values);
  const errors: BillingErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path[0] as keyof BillingSettings | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/** "Next bill: INV/26-27/0001" as the prefix typed would number it (the count itself is kept by the bills). */
export function billNumberPreview(prefix: string, now = new Date()): string | null {
  const upper = prefix.trim().toUpperCase();
  if (checkInvoicePrefix(upper)) return null;
  return formatInvoiceNumber(upper, financialYearOf(now), 1);
}
