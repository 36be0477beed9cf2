import { files, form, text } from './fields.ts';

const REQUIRED = 'Please provide a name and at least one image.';

/** POST /api/banners (multipart: name, one or more image files, optional altText). */
export const BannerCreateSchema = form({
  name: text('name', 100, 'Name', REQUIRED),
  images: files(1, REQUIRED),
  altText: text('altText', 300, 'Alt text'),
});

/** PUT /api/banners/{id} (JSON or multipart: name, optional altText). */
export const BannerEditSchema = form({
  name: text('name', 100, 'Name', 'Name required.'),
  altText: text('altText', 300, 'Alt text').optional(),
});
