import { z } from 'zod';
import { checkGstin } from './billing/gstin.ts';
import { findState } from './billing/gst-states.ts';
import { GST_RATE_MESSAGE } from './billing/gst-rate.ts';
import { checkInvoicePrefix } from './billing/invoice-number.ts';
import { gstRateOf, gstRateProblem, HSN_MESSAGE, hsnOf, hsnProblem } from './billing/item-tax.ts';
import { isUpiId, UPI_ID_MESSAGE } from './billing/upi.ts';
import { asObject, noNul } from './fields.ts';

/**
 * The shop's billing settings (issue 18, item 1): where the customer's advance goes (UPI), how much
 * of the price it is, and what the bill is: a GST tax invoice (`regular`), a bill of supply
 * (`composition`) or a plain bill (`none`).
 */
export const GST_MODES = ['regular', 'composition', 'none'] as const;
export type GstMode = (typeof GST_MODES)[number];

export const BILLING_MESSAGES = {
  gstMode: `gstMode must be one of: ${GST_MODES.join(', ')}.`,
  advancePercent: 'Advance must be a whole percentage from 0 to 100.',
  state: 'State must be the name of an Indian state or union territory, such as Maharashtra.',
  stateOfGstin: (state: string) => `The GSTIN is registered in ${state}: the state must be ${state}.`,
  gstinNeeded: 'A tax invoice or a bill of supply needs the shop’s GSTIN.',
  defaultRateNeeded: 'A tax invoice needs the shop’s default GST rate: the rate of every item whose listing and category set none.',
  nul: 'Text must not contain NUL characters.',
  saved: 'Billing settings saved',
  saveFailed: 'Could not save the billing settings.',
} as const;
const M = BILLING_MESSAGES;

/** GET /api/settings/billing: blank texts are "not set yet" (a new shop has no UPI ID and bills without GST). */
export const BillingSettingsSchema = z.object({
  upiId: z.string(),
  upiName: z.string(),
  advancePercent: z.number().int().min(0).max(100),
  gstMode: z.enum(GST_MODES),
  gstin: z.string(),
  legalName: z.string(),
  address: z.string(),
  /** The state's name as GST_STATES writes it ("Maharashtra"), or blank. */
  state: z.string(),
  /** The bills' number prefix ("INV" → INV/26-27/0001); blank numbers them 26-27/0001. */
  numberPrefix: z.string(),
  /** The HSN/SAC code and GST rate ("18") of an item whose listing and category set none; blank until set. */
  defaultHsn: z.string(),
  defaultGstRate: z.string(),
});
export type BillingSettings = z.infer<typeof BillingSettingsSchema>;

/** The answer of GET and PUT: the settings, and whether the owner has saved them yet (the setup checklist's GST step). */
export const BillingSettingsAnswerSchema = BillingSettingsSchema.extend({ saved: z.boolean().default(false) });

export const DEFAULT_BILLING_SETTINGS: BillingSettings = {
  upiId: '',
  upiName: '',
  advancePercent: 50,
  gstMode: 'none',
  gstin: '',
  legalName: '',
  address: '',
  state: '',
  numberPrefix: 'INV',
  defaultHsn: '',
  defaultGstRate: '',
};

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text.` })
    .refine(noNul, M.nul)
    .trim()
    .max(max, `${name} must be at most ${max} characters.`);

/** PUT /api/settings/billing: the whole form; each field is checked for shape, and the GSTIN against its check digit and the state. */
export const BillingSettingsInputSchema = z.preprocess(
  asObject,
  z
    .object({
      upiId: text('UPI ID', 100).refine((v) => v === '' || isUpiId(v), UPI_ID_MESSAGE),
      upiName: text('Payee name', 100),
      // A number, or its text as a form sends it; blank, null or true is no percentage (z.coerce would read them as 0 or 1).
      advancePercent: z.preprocess(
        (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
        z.number({ error: M.advancePercent }).int(M.advancePercent).min(0, M.advancePercent).max(100, M.advancePercent),
      ),
      gstMode: z.enum(GST_MODES, { error: M.gstMode }),
      gstin: text('GSTIN', 20).transform((v) => v.replace(/\s+/g, '').toUpperCase()),
      legalName: text('Legal name', 200),
      address: text('Address', 500),
      state: text('State', 60),
      numberPrefix: text('Number prefix', 20)
        .transform((v) => v.toUpperCase())
        .superRefine((v, ctx) => {
          const problem = checkInvoicePrefix(v);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      // Optional for a client that predates them (blank); the form always sends them.
      defaultHsn: text('Default HSN/SAC code', 20)
        .refine((v) => hsnProblem(v) === null, HSN_MESSAGE)
        .transform(hsnOf)
        .default(''),
      defaultGstRate: text('Default GST rate', 20)
        .refine((v) => gstRateProblem(v) === null, GST_RATE_MESSAGE)
        .transform((v) => (v === '' ? '' : gstRateOf(v)!))
        .default(''),
    })
    .superRefine((v, ctx) => {
      if (v.gstin) {
        const checked = checkGstin(v.gstin);
        if (!checked.ok) ctx.addIssue({ code: 'custom', path: ['gstin'], message: checked.error });
        else {
          const registered = findState(checked.stateCode);
          if (registered && v.state && findState(v.state)?.code !== registered.code)
            ctx.addIssue({ code: 'custom', path: ['state'], message: M.stateOfGstin(registered.name) });
        }
      } else if (v.gstMode !== 'none') ctx.addIssue({ code: 'custom', path: ['gstin'], message: M.gstinNeeded });
      if (v.state && !findState(v.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: M.state });
      if (v.gstMode === 'regular' && !v.defaultGstRate) ctx.addIssue({ code: 'custom', path: ['defaultGstRate'], message: M.defaultRateNeeded });
    })
    // The state as GST_STATES names it, whatever case or code was typed; left blank with a GSTIN, the GSTIN's state.
    .transform((v) => ({ ...v, state: findState(v.state || v.gstin.slice(0, 2))?.name ?? '' })),
);
export type BillingSettingsInput = z.output<typeof BillingSettingsInputSchema>;
