import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListingSchema } from '../../../contract/catalogue.ts';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { ListingCreateSchema, ListingEditSchema, ListingQuerySchema, ListingTitleSchema, MAX_IMAGES } from '../../../contract/listings.ts';
import { notFound } from '../../lib/http-errors.ts';
import { filesOf, readMultipart } from '../../lib/multipart.ts';
import { deleteRoute } from '../../lib/delete-route.ts';
import { findOr404 } from '../../lib/records.ts';
import { LISTING_LIMITS } from '../../media/upload-limits.ts';
import { fromInside } from '../../plugins/inside-requests.ts';
import { registerAuditReader } from '../audit/audit.entities.ts';
import { listingAudit } from './listings.audit.ts';
import { findListing, listListings, renameListing } from './listings.repository.ts';
import { addListing, editListing, removeListing } from './listings.service.ts';

const NOT_FOUND = 'Listing not found';

/**
 * The owner's answers carry what a listing costs the shop (issue 29, item 5); a visitor's never do. A
 * page is drawn through this process's own calls with the visitor's cookie, so those are never the
 * owner's: a page an admin opens carries no cost either.
 */
const ownersAnswer = (request?: FastifyRequest) => ({ owner: !!request && request.user !== null && !fromInside(request) });

export async function listingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerAuditReader(app, 'listing', listingAudit);
  const { db, media } = app;
  const find = (id: string, request?: FastifyRequest) => findOr404((key) => findListing(db, key, ownersAnswer(request)), id, NOT_FOUND);
  const byId = { params: IdParamsSchema };
  const one = { 200: ListingSchema };
  const images = { images: { many: true, description: `A JPEG, PNG or WebP image (also sent as images[]); at most ${MAX_IMAGES} in all.` } };

  // Kept for visitors per filter: only the filters the list reads make two addresses differ.
  const listed = { access: 'public', cache: { query: Object.keys(ListingQuerySchema.shape) } } as const;
  app.get('/', { config: { policy: listed }, schema: { querystring: ListingQuerySchema, response: { 200: z.array(ListingSchema) } } }, async (request) =>
    listListings(db, request.query, ownersAnswer(request)),
  );

  app.get('/:id', { config: { policy: { access: 'public', cache: { query: [] } } }, schema: { ...byId, response: one } }, async (request) =>
    find(request.params.id, request),
  );

  app.post(
    '/',
    {
      config: { policy: { access: 'session', audit: 'listing', changesPages: true } },
      schema: { form: { fields: ListingCreateSchema, files: images }, response: { 201: ListingSchema } },
    },
    async (request, reply) => {
      const body = await readMultipart(request, LISTING_LIMITS);
      const uploads = filesOf(body, 'images', 'images[]');
      const id = await addListing(db, media, ListingCreateSchema.parse({ ...body.fields, images: uploads }), uploads);
      return reply.code(201).send(await find(id, request));
    },
  );

  app.put(
    '/:id',
    {
      config: { policy: { access: 'session', audit: 'listing', changesPages: true } },
      schema: { ...byId, form: { fields: ListingEditSchema, files: images, json: ListingTitleSchema }, response: one },
    },
    async (request) => {
      const current = await find(request.params.id, request);
      const id = current._id;

      if (!request.isMultipart()) {
        // The All Listings dialog renames with a JSON {title} (and Hindi translations); nothing else of a JSON body is read.
        await renameListing(db, id, ListingTitleSchema.parse(request.body));
        return find(id, request);
      }

      const body = await readMultipart(request, LISTING_LIMITS);
      const uploads = filesOf(body, 'images', 'images[]');
      const updated = await editListing(db, media, current, ListingEditSchema.parse({ ...body.fields, images: uploads }), uploads);
      if (!updated) throw notFound(NOT_FOUND);
      return updated;
    },
  );

  deleteRoute(app, { find, remove: (l) => removeListing(db, media, l), message: 'Listing deleted', audit: 'listing' });
}
