import { files, form, text } from './fields.ts';
import { BANNER_HI, translationsInput } from './translations.ts';

/** The name and alt text in Hindi: {"hi":{"name":"…","altText":"…"}} (JSON text in a multipart form); absent keeps them. */
const translations = translationsInput(BANNER_HI).optional();

const REQUIRED = 'Please provide a name and at least one image.';

/** POST /api/banners (multipart: name, one or more image files, optional altText). */
export const BannerCreateSchema = form({
  name: text('name', 100, 'Name', REQUIRED),
  images: files(1, REQUIRED),
  altText: text('altText', 300, 'Alt text'),
  translations,
});

/** PUT /api/banners/{id} (JSON or multipart: name, optional altText). */
export const BannerEditSchema = form({
  name: text('name', 100, 'Name', 'Name required.'),
  altText: text('altText', 300, 'Alt text').optional(),
  translations,
});
