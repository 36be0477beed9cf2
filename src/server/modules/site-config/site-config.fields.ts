import { EMAIL_PATTERN } from '../../../contract/enquiries.ts';
import { SOCIAL_URL } from '../../../contract/site.ts';
import { limitLength, optionalText, text } from '../../lib/fields.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { MultipartLimits, UploadedFile } from '../../lib/multipart.ts';

export const ONE_LOGO = 'Only one logo image is allowed.';

/** Old clients may send up to 10 logo files; reading them lets us refuse with a clear 400 rather than a parser error. */
export const CONFIG_LIMITS: MultipartLimits = { fileBytes: 20 * 1024 * 1024, files: 10, tooManyFilesMessage: ONE_LOGO };

const SOCIAL = [
  ['fb', 'fb', 'Facebook'],
  ['insta', 'insta', 'Instagram'],
  ['twitter', 'twitter', 'Twitter'],
  ['linkedIn', 'linked_in', 'LinkedIn'],
] as const;

type SocialColumn = (typeof SOCIAL)[number][1];

export interface ConfigFields {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** Only the links the form sent: absent ones stay as they are on edit ('' clears). */
  social: Partial<Record<SocialColumn, string>>;
}

/** The checked text fields of an add or edit form. */
export function readConfigFields(fields: Record<string, string>): ConfigFields {
  const name = limitLength(text(fields, 'name'), 100, 'Name');
  const email = limitLength(text(fields, 'email'), 200, 'Email');
  const phone = limitLength(text(fields, 'phone'), 30, 'Phone');
  const address = limitLength(text(fields, 'address'), 500, 'Address');
  if (!name || !email || !phone || !address) throw badRequest('Fill all fields');
  if (!EMAIL_PATTERN.test(email)) throw badRequest('Please enter a valid email address.');

  const social: ConfigFields['social'] = {};
  for (const [field, column, label] of SOCIAL) {
    const value = optionalText(fields, field);
    if (value === undefined) continue;
    limitLength(value, 500, `${label} link`);
    // These become links in the header and footer: only web addresses, never javascript: or data:.
    if (value && !SOCIAL_URL.test(value)) throw badRequest(`${label} link must be a web address starting with http:// or https://.`);
    social[column] = value;
  }
  return { name, email, phone, address, social };
}

/** The logo upload, if any: field 'logo', or 'image' as the old edit call named it. */
export function logoOf(files: UploadedFile[]): UploadedFile | undefined {
  const logos = files.filter((f) => f.field === 'logo' || f.field === 'image');
  if (logos.length > 1) throw badRequest(ONE_LOGO);
  return logos[0];
}
