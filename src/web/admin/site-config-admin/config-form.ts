import { SiteConfigInputSchema, type SiteConfig } from '../../../contract/site.ts';
import { existingImages, splitImages, type PickedImage } from '../components/index.ts';

/** The configuration screen's texts (spec §5, §8), verbatim. */
export const CONFIG_MESSAGES = {
  required: 'Fill all fields',
  added: 'Config added',
  updated: 'Config updated',
  deleted: 'Config deleted',
  submitFailed: 'Submit failed.',
  deleteFailed: 'Delete failed',
  confirmDelete: 'Are you sure you want to delete this config?',
  loadFailed: 'Could not load the configurations.',
} as const;

const TEXT_FIELDS = ['name', 'email', 'phone', 'address', 'fb', 'insta', 'twitter', 'linkedIn'] as const;
/** The shop's name and address in Hindi (issue 19), sent together as the `translations` part. */
const HINDI_FIELDS = { nameHi: 'name', addressHi: 'address' } as const;
type HindiField = keyof typeof HINDI_FIELDS;
export type TextField = (typeof TEXT_FIELDS)[number] | HindiField;

export type ConfigForm = Record<TextField, string> & { logo: PickedImage[] };

export const emptyForm = (): ConfigForm => ({
  name: '',
  nameHi: '',
  email: '',
  phone: '',
  address: '',
  addressHi: '',
  fb: '',
  insta: '',
  twitter: '',
  linkedIn: '',
  logo: [],
});

/** Edit prefills every field and shows the current logo. */
export function formOf(config: SiteConfig): ConfigForm {
  const form = emptyForm();
  for (const key of TEXT_FIELDS) form[key] = config[key] ?? '';
  for (const [key, field] of Object.entries(HINDI_FIELDS) as [HindiField, 'name' | 'address'][]) form[key] = config.translations?.hi?.[field] ?? '';
  form.logo = config.logo ? existingImages([config.logo]) : [];
  return form;
}

/** The message that stops a save, or null: the server's own schema ("Fill all fields", the e-mail's form, web addresses for the links). */
export function checkConfig(form: ConfigForm): string | null {
  const parsed = SiteConfigInputSchema.safeParse({ ...form, logo: splitImages(form.logo).files });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? CONFIG_MESSAGES.required);
}

/** The multipart body of POST /api/confi/add and PUT /api/confi/{id}: every text field, and the logo when a new one was picked. */
export function toFormData(form: ConfigForm): FormData {
  const data = new FormData();
  for (const key of TEXT_FIELDS) data.append(key, form[key].trim());
  // Blank ones too: blank clears a translation.
  data.append('translations', JSON.stringify({ hi: { name: form.nameHi.trim(), address: form.addressHi.trim() } }));
  const [logo] = splitImages(form.logo).files;
  if (logo) data.append('logo', logo, logo.name);
  return data;
}
