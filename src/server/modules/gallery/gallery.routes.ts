import type { FastifyInstance } from 'fastify';
import { normalizePrice, PRICE_MESSAGE } from '../../../contract/money.ts';
import { limitLength } from '../../lib/fields.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { isId, newId, nowIso } from '../../lib/ids.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { PHOTO_LIMITS } from '../../media/upload-limits.ts';
import { requireUser } from '../../plugins/session.ts';
import { findGalleryImage, listGalleryImages } from './gallery.repository.ts';

/** Form field → [column, longest accepted text, label for the message]. */
const TEXT_FIELDS = {
  title: ['title', 200, 'Title'],
  category: ['category', 200, 'Category'],
  subcategory: ['subcategory', 200, 'Subcategory'],
  size: ['size', 100, 'Size'],
  religions: ['religions', 200, 'Religions'],
  seoTitle: ['seo_title', 200, 'SEO title'],
  seoDescription: ['seo_description', 1000, 'SEO description'],
  seoKeywords: ['seo_keywords', 1000, 'SEO keywords'],
} as const;

type TextColumn = (typeof TEXT_FIELDS)[keyof typeof TEXT_FIELDS][0];

export async function galleryRoutes(app: FastifyInstance): Promise<void> {
  const { db, media } = app;

  app.get('/', async () => listGalleryImages(db));

  app.post('/', { preHandler: requireUser }, async (request, reply) => {
    const { fields, files } = await readMultipart(request, PHOTO_LIMITS);
    // The old app crashed the whole process on a form without a file; here it is a plain 400.
    const image = files.find((f) => f.field === 'image');
    if (!image) throw badRequest('Please select at least one file.');
    const get = (key: string) => (fields[key] ?? '').trim();

    const texts = {} as Record<TextColumn, string>;
    for (const [key, [column, max, label]] of Object.entries(TEXT_FIELDS)) texts[column] = limitLength(get(key), max, label);
    const price = get('price') && (normalizePrice(get('price')) ?? fail(PRICE_MESSAGE));
    const instagramUrl = limitLength(get('instagramUrl'), 500, 'Instagram URL');
    if (instagramUrl && !isWebUrl(instagramUrl)) fail('Instagram URL must be a web address starting with http:// or https://.');

    const id = newId();
    await media.storeThen([image.data], async ([url]) => {
      await db
        .insertInto('gallery_images')
        .values({ id, url: url!, ...texts, price, instagram_url: instagramUrl, created_at: nowIso() })
        .execute();
    });
    return reply.code(201).send(await findGalleryImage(db, id));
  });

  app.delete<{ Params: { id: string } }>('/:id', { preHandler: requireUser }, async (request) => {
    const { id } = request.params;
    const current = isId(id) ? await findGalleryImage(db, id.toLowerCase()) : undefined;
    if (!current) throw notFound('Image not found');
    await db.deleteFrom('gallery_images').where('id', '=', current._id).execute();
    await media.release([current.url]);
    return { message: 'Image deleted' };
  });
}

function fail(message: string): never {
  throw badRequest(message);
}

/** Only http(s): the link is rendered as an href, where javascript: and friends would run. */
function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}
