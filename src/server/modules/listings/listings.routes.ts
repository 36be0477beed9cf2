import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListingSchema, MessageSchema } from '../../../contract/catalogue.ts';
import { IdParamsSchema } from '../../../contract/fields.ts';
import {
  existingImagesProblem,
  ListingCreateSchema,
  ListingEditSchema,
  ListingQuerySchema,
  ListingTitleSchema,
  MAX_IMAGES,
  MAX_IMAGES_MESSAGE,
  type ListingEditInput,
} from '../../../contract/listings.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { filesOf, readMultipart } from '../../lib/multipart.ts';
import { findOr404 } from '../../lib/records.ts';
import { LISTING_LIMITS } from '../../media/upload-limits.ts';
import { resolveRefs } from './listings.refs.ts';
import { createListing, deleteListing, findListing, listListings, renameListing, updateListing } from './listings.repository.ts';

/** The form's own values apart from its references and its image lists. */
function split(input: ListingEditInput) {
  const { category, subcategory, religions, existingImages, images: _images, ...values } = input;
  return { values, refs: { category, subcategory, religions }, existingImages };
}

export async function listingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, media } = app;
  const find = (id: string) => findOr404((key) => findListing(db, key), id, 'Listing not found');
  const byId = { params: IdParamsSchema };
  const one = { 200: ListingSchema };

  // Kept for visitors per filter: only the filters the list reads make two addresses differ.
  const listed = { access: 'public', cache: { query: Object.keys(ListingQuerySchema.shape) } } as const;
  app.get('/', { config: { policy: listed }, schema: { querystring: ListingQuerySchema, response: { 200: z.array(ListingSchema) } } }, async (request) =>
    listListings(db, request.query),
  );

  app.get('/:id', { config: { policy: { access: 'public', cache: { query: [] } } }, schema: { ...byId, response: one } }, async (request) => find(request.params.id));

  app.post('/', { config: { policy: { access: 'session', audit: 'listing', changesPages: true } }, schema: { response: { 201: ListingSchema } } }, async (request, reply) => {
    const body = await readMultipart(request, LISTING_LIMITS);
    const uploads = filesOf(body, 'images', 'images[]');
    const { values, refs } = split(ListingCreateSchema.parse({ ...body.fields, images: uploads }));
    const resolved = await resolveRefs(db, refs);
    const id = await media.storeThen(uploads, (urls) => createListing(db, values, resolved, urls));
    return reply.code(201).send(await find(id));
  });

  app.put('/:id', { config: { policy: { access: 'session', audit: 'listing', changesPages: true } }, schema: { ...byId, response: one } }, async (request) => {
    const current = await find(request.params.id);
    const id = current._id;

    if (!request.isMultipart()) {
      // The All Listings dialog renames with a JSON {title}; nothing else of a JSON body is read.
      await renameListing(db, id, ListingTitleSchema.parse(request.body).title);
      return find(id);
    }

    const body = await readMultipart(request, LISTING_LIMITS);
    const uploads = filesOf(body, 'images', 'images[]');
    const { values, refs, existingImages } = split(ListingEditSchema.parse({ ...body.fields, images: uploads }));
    const resolved = await resolveRefs(db, refs, {
      category_id: current.category_uuid,
      subcategory_id: current.subcategory_uuid,
      religion_id: current.religion_uuid || null,
    });
    // Without existingImages the current images stay (the old app erased them all).
    const kept = existingImages ?? current.images;
    const problem = existingImages && existingImagesProblem(existingImages, current.images);
    if (problem) throw badRequest(problem);
    if (kept.length + uploads.length > MAX_IMAGES) throw badRequest(MAX_IMAGES_MESSAGE);

    await media.storeThen(uploads, (urls) => updateListing(db, id, values, resolved, [...kept, ...urls]));
    const updated = await find(id);
    const stillUsed = new Set(updated.images);
    await media.release(current.images.filter((u) => !stillUsed.has(u)));
    return updated;
  });

  app.delete('/:id', { config: { policy: { access: 'session', audit: 'listing', changesPages: true } }, schema: { ...byId, response: { 200: MessageSchema } } }, async (request) => {
    const current = await find(request.params.id);
    await deleteListing(db, current._id);
    await media.release(current.images);
    return { message: 'Listing deleted' };
  });
}
