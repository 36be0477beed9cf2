import { z } from 'zod';

export const SiteConfigSchema = z.object({
  _id: z.string(),
  Confi_uuid: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  fb: z.string(),
  insta: z.string(),
  twitter: z.string(),
  linkedIn: z.string(),
  logo: z.string(),
  createdAt: z.string(),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

export const SiteConfigListSchema = z.object({ success: z.literal(true), result: z.array(SiteConfigSchema) });

/** Social links must be web addresses; anything else (javascript:, data:) is refused. */
export const SOCIAL_URL = /^https?:\/\/[^\s<>"']+$/i;
