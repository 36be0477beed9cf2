import { z } from 'zod';
import { listAnswer, storedRecord, textFields } from './answers.ts';
import { EMAIL_PATTERN } from './enquiries.ts';
import { asObject, text } from './fields.ts';
import { SITE_HI, translationsAnswer, translationsInput } from './translations.ts';

export const SiteConfigSchema = storedRecord({
  ...textFields('Confi_uuid', 'name', 'email', 'phone', 'address', 'fb', 'insta', 'twitter', 'linkedIn', 'logo'),
  /** The shop's name and address in Hindi, where written (issue 19). */
  translations: translationsAnswer('name', 'address'),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

export const SiteConfigListSchema = listAnswer(SiteConfigSchema);

/** Social links must be web addresses; anything else (javascript:, data:) is refused. */
const SOCIAL_URL = /^https?:\/\/[^\s<>"']+$/i;

export const ONE_LOGO = 'Only one logo image is allowed.';
const FILL_ALL_FIELDS = 'Fill all fields';

/** A social link: absent stays as it is on edit, '' clears; only web addresses, never javascript: or data:. */
const link = (key: string, label: string) =>
  text(key, 500, `${label} link`)
    .refine((v) => v === '' || SOCIAL_URL.test(v), `${label} link must be a web address starting with http:// or https://.`)
    .optional();

/** The four required fields: each checked for length, then all for presence, then the e-mail's form. */
const main = z
  .looseObject({
    name: text('name', 100, 'Name'),
    email: text('email', 200, 'Email'),
    phone: text('phone', 30, 'Phone'),
    address: text('address', 500, 'Address'),
  })
  .superRefine((c, ctx) => {
    if (!c?.name || !c.email || !c.phone || !c.address) ctx.addIssue({ code: 'custom', message: FILL_ALL_FIELDS });
    else if (!EMAIL_PATTERN.test(c.email)) ctx.addIssue({ code: 'custom', message: 'Please enter a valid email address.' });
  });

const rest = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  fb: link('fb', 'Facebook'),
  insta: link('insta', 'Instagram'),
  twitter: link('twitter', 'Twitter'),
  linkedIn: link('linkedIn', 'LinkedIn'),
  /** The logo files ('logo', or 'image' as the old edit call named it): at most one. */
  logo: z.array(z.unknown()).max(1, ONE_LOGO).optional(),
  /** {"hi":{"name":"…","address":"…"}} (JSON text in the multipart form); absent keeps them. */
  translations: translationsInput(SITE_HI).optional(),
});

/** POST /api/confi/add and PUT /api/confi/{id} (multipart: name, email, phone, address, fb, insta, twitter, linkedIn, logo). */
export const SiteConfigInputSchema = z.preprocess(asObject, (main as z.ZodType<unknown>).pipe(rest as z.ZodType<z.output<typeof rest>>));
