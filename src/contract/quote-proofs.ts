import { z } from 'zod';
import { asObject, noNul } from './fields.ts';
import { normalizePrice } from './price-text.ts';
import { APPROVAL_WORDING, COMMENT_MAX, PROOF_STATUSES, PROOF_TEXTS as T } from './proof-texts.ts';

const PinSchema = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });

/** A change request on one version of the proof, as both answers carry it. */
const CommentSchema = z.object({ comment: z.string(), pin: PinSchema.nullable(), createdAt: z.string() });

/** The approval of one proof, recorded once: when, at which price, and the box's wording. */
const ApprovalSchema = z.object({ version: z.number().int(), price: z.string(), at: z.string(), wording: z.string() });

/** One numbered proof; `url` is served only with the quote's token (version 1 is the drawn preview). */
export const ProofSchema = z.object({
  version: z.number().int(),
  url: z.string(),
  /** The PDF offered beside the image, when the shop sent one. */
  attachmentUrl: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
  status: z.enum(PROOF_STATUSES),
  comments: z.array(CommentSchema),
  approval: ApprovalSchema.nullable(),
});
export type Proof = z.infer<typeof ProofSchema>;

/** A photo or logo the customer attached. */
export const QuoteFileSchema = z.object({ id: z.string(), url: z.string(), name: z.string(), createdAt: z.string() });
export type QuoteFile = z.infer<typeof QuoteFileSchema>;

const version = z.number({ error: T.versionInvalid }).int(T.versionInvalid).min(1, T.versionInvalid).max(100_000, T.versionInvalid);

/** POST /api/quotes/{token}/changes */
export const ChangeRequestSchema = z.preprocess(
  asObject,
  z.object({
    version,
    comment: z
      .string({ error: T.commentRequired })
      .refine(noNul, 'The comment must not contain NUL characters.')
      .trim()
      .min(1, T.commentRequired)
      .max(COMMENT_MAX, T.commentTooLong),
    pin: z
      .object(
        {
          x: z.number({ error: T.pinInvalid }).min(0, T.pinInvalid).max(1, T.pinInvalid),
          y: z.number({ error: T.pinInvalid }).min(0, T.pinInvalid).max(1, T.pinInvalid),
        },
        { error: T.pinInvalid },
      )
      .optional(),
  }),
);
export type ChangeRequest = z.output<typeof ChangeRequestSchema>;

/** POST /api/quotes/{token}/approve: the version approved, with the box ticked, at the price the page showed. */
export const ApproveRequestSchema = z.preprocess(
  asObject,
  z.object({
    version,
    confirmed: z.literal(true, { error: T.confirmRequired }).describe(`The customer ticked "${APPROVAL_WORDING}".`),
    // Text, never a JSON number: a float could not say 746.50 exactly.
    price: z
      .string({ error: T.priceRequired })
      .refine((v) => normalizePrice(v) !== null, T.priceRequired)
      .describe(
        'The final price the customer saw, as exact decimal text ("746.50"). Recorded only while it is still the quote\'s price (compared in paise: "746.5" is the same); otherwise 409 naming the new price, and nothing is recorded.',
      ),
  }),
);
export type ApproveRequest = z.output<typeof ApproveRequestSchema>;

/** The text fields of POST /api/quotes/{id}/proofs (multipart; the files are `file` and `attachment`). */
export const ProofFormSchema = z.preprocess(
  asObject,
  z.object({
    note: z
      .string({ error: 'note must be text.' })
      .refine(noNul, 'note must not contain NUL characters.')
      .trim()
      .max(2000, 'The note must be at most 2000 characters.')
      .default(''),
  }),
);
