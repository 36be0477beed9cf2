import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SubcategorySchema } from '../../../contract/catalogue.ts';
import { IdParamsSchema, isUuid } from '../../../contract/fields.ts';
import { INVALID_CATEGORY, SubcategoryCreateSchema, SubcategoryEditSchema, SubcategoryQuerySchema } from '../../../contract/subcategories.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import { filesOf, readMultipart } from '../../lib/multipart.ts';
import { deleteRoute } from '../../lib/delete-route.ts';
import { assertNameFree, findOr404 } from '../../lib/records.ts';
import { PHOTO_LIMITS } from '../../media/upload-limits.ts';
import { findCategory } from '../categories/categories.repository.ts';
import {
  createSubcategory,
  deleteSubcategory,
  findSubcategory,
  listSubcategories,
  SUBCATEGORY_IN_USE_DELETE,
  SUBCATEGORY_IN_USE_MOVE,
  SUBCATEGORY_NOT_FOUND,
  updateSubcategory,
} from './subcategories.repository.ts';

export async function subcategoriesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, media } = app;
  const find = (id: string) => findOr404((key) => findSubcategory(db, key), id, SUBCATEGORY_NOT_FOUND);
  const byId = { params: IdParamsSchema };
  /** The category a form names must exist; its name must be free within it. */
  const checkPlace = async (name: string, categoryId: string, exceptId?: string) => {
    if (!(await findCategory(db, categoryId))) throw badRequest(INVALID_CATEGORY);
    await assertNameFree(db, 'subcategories', name, { categoryId, exceptId });
  };

  const listed = { access: 'public', cache: { query: Object.keys(SubcategoryQuerySchema.shape) } } as const;
  app.get('/', { config: { policy: listed }, schema: { querystring: SubcategoryQuerySchema, response: { 200: z.array(SubcategorySchema) } } }, async (request) => {
    const filter = request.query.categoryId;
    if (filter === undefined || filter === '') return listSubcategories(db);
    // A malformed category id matches nothing rather than failing the page.
    return isUuid(filter) ? listSubcategories(db, filter) : [];
  });

  app.get('/:id', { config: { policy: { access: 'public', cache: { query: [] } } }, schema: { ...byId, response: { 200: SubcategorySchema } } }, async (request) => find(request.params.id));

  app.post('/', { config: { policy: { access: 'session', audit: 'subcategory', changesPages: true } }, schema: { response: { 201: SubcategorySchema } } }, async (request, reply) => {
    const body = await readMultipart(request, PHOTO_LIMITS);
    const [image] = filesOf(body, 'image');
    const { name, categoryId } = SubcategoryCreateSchema.parse({ ...body.fields, image });
    await checkPlace(name, categoryId);
    const id = await media.storeThen([image!], ([url]) => createSubcategory(db, { name, categoryId, imageUrl: url! }));
    return reply.code(201).send(await find(id));
  });

  app.put('/:id', { config: { policy: { access: 'session', audit: 'subcategory', changesPages: true } }, schema: { ...byId, response: { 200: SubcategorySchema } } }, async (request) => {
    const current = await find(request.params.id);
    const body = await readMultipart(request, PHOTO_LIMITS);
    const { name, categoryId } = SubcategoryEditSchema.parse(body.fields);
    await checkPlace(name, categoryId, current._id);
    if (categoryId !== current.categoryId && current.isUsed) throw conflict(SUBCATEGORY_IN_USE_MOVE);
    const images = filesOf(body, 'image').slice(0, 1);
    await media.storeThen(images, ([url]) => updateSubcategory(db, current, { name, categoryId, imageUrl: url }));
    if (images.length) await media.release([current.imageUrl]);
    return find(current._id);
  });

  deleteRoute(app, {
    find,
    remove: async (s) => {
      if (s.isUsed) throw conflict(SUBCATEGORY_IN_USE_DELETE);
      await deleteSubcategory(db, s._id);
    },
    images: (s) => [s.imageUrl],
    message: 'Deleted',
    audit: 'subcategory',
  });
}
