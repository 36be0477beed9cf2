import { z } from 'zod';
import { listAnswer, storedRecord } from './answers.ts';
import { asObject } from './fields.ts';
import { LANGS, LangSchema } from './translations.ts';

/** A message sent from the contact page, as the back office sees it. */
export const EnquirySchema = storedRecord({
  name: z.string(),
  email: z.string(),
  message: z.string(),
  handled: z.boolean(),
  /** The language the visitor used (issue 19): the back office marks a Hindi one (absent in answers from before it: English). */
  lang: z.enum(LANGS).default('en'),
});
export type Enquiry = z.infer<typeof EnquirySchema>;
export const EnquiryListSchema = listAnswer(EnquirySchema);

export const ENQUIRY_MAX = { name: 100, email: 200, message: 5000 } as const;

/** Deliberately plain: something@somewhere.tld, no spaces. The shop replies by hand, so a typo matters more than RFC corners. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export const ENQUIRY_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Name must be at most ${ENQUIRY_MAX.name} characters.`,
  emailRequired: 'Please enter your email address.',
  emailTooLong: `Email must be at most ${ENQUIRY_MAX.email} characters.`,
  emailInvalid: 'Please enter a valid email address.',
  messageRequired: 'Please enter a message.',
  messageTooLong: `Message must be at most ${ENQUIRY_MAX.message} characters.`,
  sent: 'Thank you! Your message has been sent.',
  tooMany: 'Too many messages. Please try again later.',
  nul: 'Text must not contain NUL characters.',
} as const;

/** No NUL character: PostgreSQL cannot store one. */
const noNul = (s: string) => !s.includes('\u0000');

const M = ENQUIRY_MESSAGES;

/** What the contact form sends; the server validates with the same schema (first issue → {message}). */
const EnquiryInputSchema = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(ENQUIRY_MAX.name, M.nameTooLong).refine(noNul, M.nul),
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .min(1, M.emailRequired)
    .max(ENQUIRY_MAX.email, M.emailTooLong)
    .regex(EMAIL_PATTERN, M.emailInvalid)
    .refine(noNul, M.nul),
  message: z.string({ error: M.messageRequired }).trim().min(1, M.messageRequired).max(ENQUIRY_MAX.message, M.messageTooLong).refine(noNul, M.nul),
  /** The language the visitor used (issue 19): en (when absent) or hi. */
  lang: LangSchema,
  /** Honeypot: hidden from people, left empty by them; a filled one marks a bot (answered 201, stored nowhere). */
  website: z.string().nullish(),
});
export type EnquiryInput = z.infer<typeof EnquiryInputSchema>;

export const EnquirySentSchema = z.object({ message: z.string(), enquiry: EnquirySchema.optional() });

/** PATCH /api/enquiries/{id} (JSON: handled). */
export const EnquiryHandledSchema = z.object({ handled: z.boolean({ error: 'handled must be true or false.' }) }, { error: 'handled must be true or false.' });

/** POST /api/enquiries's body as it arrives: anything but an object reads as an empty form. */
export const EnquiryFormSchema = z.preprocess(asObject, EnquiryInputSchema);
