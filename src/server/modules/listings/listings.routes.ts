import type { FastifyInstance } from 'fastify';
import { isForeignKeyViolation, type Database } from '../../db/database.ts';
import { limitLength, text } from '../../lib/fields.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { isId, newId, nowIso } from '../../lib/ids.ts';
import { readMultipart, type UploadedFile } from '../../lib/multipart.ts';
import { LISTING_LIMITS } from '../../media/upload-limits.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  FILL_ALL_FIELDS,
  MAX_IMAGES,
  MAX_IMAGES_MESSAGE,
  readExistingImages,
  readListingForm,
  resolveRefs,
  type ResolvedRefs,
} from './listings.fields.ts';
import { parseListingQuery } from './listings.query.ts';
import { findListing, listListings } from './listings.repository.ts';

type Params = { Params: { id: string } };

const imageFiles = (files: UploadedFile[]) => files.filter((f) => f.field === 'images' || f.field === 'images[]');

export async function listingsRoutes(app: FastifyInstance): Promise<void> {
  const { db, media } = app;

  app.get('/', async (request) => listListings(db, parseListingQuery(request.query)));

  app.get<Params>('/:id', async (request) => findOr404(request.params.id));

  app.post('/', { preHandler: requireUser }, async (request, reply) => {
    const { fields, files } = await readMultipart(request, LISTING_LIMITS);
    const { values, refs } = readListingForm(fields, true);
    const resolved = await resolveRefs(db, refs);
    const uploads = imageFiles(files);
    if (uploads.length > MAX_IMAGES) throw badRequest(MAX_IMAGES_MESSAGE);
    const id = newId();
    await media.storeThen(
      uploads.map((f) => f.data),
      (urls) =>
        writeListing(db, async (trx) => {
          const now = nowIso();
          await trx
            .insertInto('listings')
            .values({
              id,
              title: values.title!,
              description: values.description ?? '',
              price: values.price!,
              discount_price: values.discount_price ?? null,
              moq: values.moq ?? 1,
              favorite: values.favorite ?? '0',
              location: values.location ?? '',
              ...resolved,
              created_at: now,
              updated_at: now,
            })
            .execute();
          await insertImages(trx, id, urls);
        }),
    );
    return reply.code(201).send(await findListing(db, id));
  });

  app.put<Params>('/:id', { preHandler: requireUser }, async (request) => {
    const current = await findOr404(request.params.id);
    const id = current._id;

    if (!request.isMultipart()) {
      // The All Listings dialog renames with a JSON {title}; nothing else of a JSON body is read.
      const title = limitLength(text(request.body, 'title'), 200, 'Title');
      if (!title) throw badRequest(FILL_ALL_FIELDS);
      await db.updateTable('listings').set({ title, updated_at: nowIso() }).where('id', '=', id).execute();
      return findListing(db, id);
    }

    const { fields, files } = await readMultipart(request, LISTING_LIMITS);
    const { values, refs } = readListingForm(fields, false);
    const currentRefs: ResolvedRefs = {
      category_id: current.category_uuid,
      subcategory_id: current.subcategory_uuid,
      religion_id: current.religion_uuid || null,
    };
    const resolved = await resolveRefs(db, refs, currentRefs);
    // Without existingImages the current images stay (the old app erased them all).
    const kept = 'existingImages' in fields ? readExistingImages(fields.existingImages ?? '', current.images) : current.images;
    const uploads = imageFiles(files);
    if (kept.length + uploads.length > MAX_IMAGES) throw badRequest(MAX_IMAGES_MESSAGE);

    await media.storeThen(
      uploads.map((f) => f.data),
      (urls) =>
        writeListing(db, async (trx) => {
          await trx
            .updateTable('listings')
            .set({ ...values, ...resolved, updated_at: nowIso() })
            .where('id', '=', id)
            .execute();
          await trx.deleteFrom('listing_images').where('listing_id', '=', id).execute();
          await insertImages(trx, id, [...kept, ...urls]);
        }),
    );
    const updated = await findListing(db, id);
    const stillUsed = new Set(updated?.images);
    await media.release(current.images.filter((u) => !stillUsed.has(u)));
    return updated;
  });

  app.delete<Params>('/:id', { preHandler: requireUser }, async (request) => {
    const current = await findOr404(request.params.id);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('listing_images').where('listing_id', '=', current._id).execute();
      await trx.deleteFrom('listings').where('id', '=', current._id).execute();
    });
    await media.release(current.images);
    return { message: 'Listing deleted' };
  });

  async function findOr404(id: string) {
    const listing = isId(id) ? await findListing(db, id.toLowerCase()) : undefined;
    if (!listing) throw notFound('Listing not found');
    return listing;
  }
}

/** One transaction; a category, subcategory or religion deleted meanwhile is the client's 400. */
async function writeListing(db: Database, write: (trx: Database) => Promise<void>): Promise<void> {
  try {
    await db.transaction().execute(write);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw badRequest('The category, subcategory or religion no longer exists.');
    throw err;
  }
}

async function insertImages(trx: Database, listingId: string, urls: string[]): Promise<void> {
  // The same photo uploaded twice is stored once (same content hash), and listed once.
  const unique = [...new Set(urls)];
  if (unique.length === 0) return;
  await trx
    .insertInto('listing_images')
    .values(unique.map((url, position) => ({ listing_id: listingId, position, url })))
    .execute();
}
