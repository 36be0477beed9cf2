/**
 * Every table and column that may hold the URL of a stored image (`/media/<hash>.<ext>`). The media
 * service asks it before removing files, the sweep and the backup to know which files are in use.
 */
export const IMAGE_REFERENCES = [
  ['listing_images', 'url'],
  ['categories', 'image_url'],
  ['subcategories', 'image_url'],
  ['banners', 'image_url'],
  ['site_configs', 'logo'],
  ['gallery_images', 'url'],
] as const;
