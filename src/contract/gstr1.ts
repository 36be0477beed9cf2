import { z } from 'zod';

/**
 * The month's GSTR-1 as the GST portal's offline tool writes it for upload (issue 31, item 3;
 * docs/decisions/043-the-months-gst-return.md). Keys and their order follow the offline tool V3.2.4
 * (as recorded by onyb/gst's spec/gstr1/*.json); amounts are rupees as JSON numbers, worked out from
 * paise and written from exact decimal text.
 */

/** What the offline tool writes in every file it makes; the portal reads the version, never checks a hash. */
export const GSTR1_VERSION = 'GST3.2.4';
export const GSTR1_HASH = 'hash';

export const GSTR1_MESSAGES = {
  month: 'month must be a month such as 2026-11, from July 2017 (when GST began).',
  notRegular: (mode: 'composition' | 'none') =>
    `GSTR-1 is filed by shops under regular GST; this shop's billing settings say "${mode === 'composition' ? 'Composition scheme' : 'No GST'}". If the shop is registered under regular GST, choose it in the Billing tab first.`,
  noGstin: "Fill in the shop's GSTIN in the Billing tab first: GSTR-1 is filed under it.",
  noHsn: (numbers: string) =>
    `Bills ${numbers} have a line without an HSN/SAC code: set the shop's default HSN/SAC code in the Billing tab, and it is reported under that code.`,
} as const;

/** GET /api/gst/gstr1.json?month=2026-11 (a month on an Indian clock). */
export const Gstr1QuerySchema = z.object({
  month: z
    .string({ error: GSTR1_MESSAGES.month })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, GSTR1_MESSAGES.month)
    .refine((m) => m >= '2017-07' && m <= '2099-12', GSTR1_MESSAGES.month),
});

/** "2026-11" → "112026", the return period (fp) as the portal writes it. */
export const returnPeriod = (month: string) => `${month.slice(5, 7)}${month.slice(0, 4)}`;

/** The file's name: GSTR1_27AAPFU0939F1ZV_112026.json. */
export const gstr1FileName = (gstin: string, month: string) => `GSTR1_${gstin}_${returnPeriod(month)}.json`;

/**
 * B2C (Large): an inter-state bill to an unregistered buyer worth more than this (tax included).
 * ₹1,00,000 from the August 2024 return on (Notification 12/2024–Central Tax), ₹2,50,000 before,
 * as the offline tool checks it; strictly more than.
 */
export const b2clThresholdPaise = (month: string): bigint => (month >= '2024-08' ? 1_00_000_00n : 2_50_000_00n);

/** Paise as the portal's number of rupees: 123450n → 1234.5, written from exact decimal text, never float arithmetic. */
export function rupees(paise: bigint): number {
  const abs = paise < 0n ? -paise : paise;
  return Number(`${paise < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`);
}

const amount = z.number();
const stateCode = z.string().regex(/^\d\d$/);

/** A line of a bill, one per rate: `num` is rate × 100 + 1 as the offline tool numbers it (18 % → 1801). */
const ItemSchema = z.object({
  num: z.number().int(),
  itm_det: z.object({
    txval: amount,
    rt: z.number(),
    iamt: amount.optional(),
    camt: amount.optional(),
    samt: amount.optional(),
    csamt: amount,
  }),
});

const B2bInvoiceSchema = z.object({
  inum: z.string(),
  /** DD-MM-YYYY. */
  idt: z.string(),
  val: amount,
  pos: stateCode,
  rchrg: z.literal('N'),
  inv_typ: z.literal('R'),
  itms: z.array(ItemSchema),
});

const B2clInvoiceSchema = B2bInvoiceSchema.pick({ inum: true, idt: true, val: true, itms: true });

const B2csRowSchema = z.object({
  sply_ty: z.enum(['INTRA', 'INTER']),
  rt: z.number(),
  typ: z.literal('OE'),
  pos: stateCode,
  txval: amount,
  iamt: amount.optional(),
  camt: amount.optional(),
  samt: amount.optional(),
  csamt: amount,
});

const HsnRowSchema = z.object({
  num: z.number().int(),
  hsn_sc: z.string(),
  desc: z.string(),
  /** A GST unit code, or "NA" for a service (SAC 99…), whose quantity is then 0. */
  uqc: z.string(),
  qty: z.number(),
  rt: z.number(),
  txval: amount,
  iamt: amount,
  samt: amount,
  camt: amount,
  csamt: amount,
});

const DocRangeSchema = z.object({
  num: z.number().int(),
  from: z.string(),
  to: z.string(),
  totnum: z.number().int(),
  cancel: z.number().int(),
  net_issue: z.number().int(),
});

/** The file. Sections with nothing in them are left out, as the offline tool leaves them out. */
export const Gstr1Schema = z.object({
  gstin: z.string(),
  /** MMYYYY. */
  fp: z.string().regex(/^(0[1-9]|1[0-2])\d{4}$/),
  version: z.string(),
  hash: z.string(),
  b2b: z.array(z.object({ ctin: z.string(), inv: z.array(B2bInvoiceSchema) })).optional(),
  b2cl: z.array(z.object({ pos: stateCode, inv: z.array(B2clInvoiceSchema) })).optional(),
  b2cs: z.array(B2csRowSchema).optional(),
  doc_issue: z
    .object({
      doc_det: z.array(z.object({ doc_num: z.literal(1), doc_typ: z.literal('Invoices for outward supply'), docs: z.array(DocRangeSchema) })),
    })
    .optional(),
  /** Split by buyer from the May 2025 return on; one `data` table for a month before it. */
  hsn: z.object({ data: z.array(HsnRowSchema).optional(), hsn_b2b: z.array(HsnRowSchema).optional(), hsn_b2c: z.array(HsnRowSchema).optional() }).optional(),
});
export type Gstr1 = z.infer<typeof Gstr1Schema>;
export type Gstr1Item = z.infer<typeof ItemSchema>;
export type Gstr1B2csRow = z.infer<typeof B2csRowSchema>;
export type Gstr1HsnRow = z.infer<typeof HsnRowSchema>;
export type Gstr1DocRange = z.infer<typeof DocRangeSchema>;
