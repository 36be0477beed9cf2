import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CategorySchema, MessageSchema } from '../../../contract/catalogue.ts';
import { CategoryCreateSchema, CategoryEditSchema } from '../../../contract/categories.ts';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { conflict } from '../../lib/http-errors.ts';
import { filesOf, readMultipart } from '../../lib/multipart.ts';
import { assertNameFree, findOr404 } from '../../lib/records.ts';
import type { RoutePolicy } from '../../lib/route-policy.ts';
import { PHOTO_LIMITS } from '../../media/upload-limits.ts';
import { createCategory, deleteCategory, findCategory, listCategories, updateCategory } from './categories.repository.ts';

const NOT_FOUND = 'Category not found';
const list = { config: { policy: { access: 'public', cache: { query: [] } } satisfies RoutePolicy }, schema: { response: { 200: z.array(CategorySchema) } } };

export async function categoriesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, media } = app;
  const find = (id: string) => findOr404((key) => findCategory(db, key), id, NOT_FOUND);
  const byId = { params: IdParamsSchema };

  app.get('/', list, async () => listCategories(db));
  app.get('/with-usage', list, async () => listCategories(db));
  app.get('/:id', { config: { policy: { access: 'public', cache: { query: [] } } }, schema: { ...byId, response: { 200: CategorySchema } } }, async (request) => find(request.params.id));

  app.post('/', { config: { policy: { access: 'session', audit: 'category', changesPages: true } }, schema: { response: { 201: CategorySchema } } }, async (request, reply) => {
    const body = await readMultipart(request, PHOTO_LIMITS);
    const [image] = filesOf(body, 'image');
    const { name } = CategoryCreateSchema.parse({ ...body.fields, image });
    await assertNameFree(db, 'categories', name);
    const id = await media.storeThen([image!], ([url]) => createCategory(db, { name, imageUrl: url! }));
    return reply.code(201).send(await find(id));
  });

  app.put('/:id', { config: { policy: { access: 'session', audit: 'category', changesPages: true } }, schema: { ...byId, response: { 200: CategorySchema } } }, async (request) => {
    const current = await find(request.params.id);
    const body = await readMultipart(request, PHOTO_LIMITS);
    const { name } = CategoryEditSchema.parse(body.fields);
    await assertNameFree(db, 'categories', name, { exceptId: current._id });
    const images = filesOf(body, 'image').slice(0, 1);
    await media.storeThen(images, ([url]) => updateCategory(db, current._id, { name, imageUrl: url }));
    if (images.length) await media.release([current.imageUrl]);
    return find(current._id);
  });

  app.delete('/:id', { config: { policy: { access: 'session', audit: 'category', changesPages: true } }, schema: { ...byId, response: { 200: MessageSchema } } }, async (request) => {
    const current = await find(request.params.id);
    if (current.isUsed) throw conflict('This category is used by listings and cannot be deleted.');
    const subImages = await deleteCategory(db, current._id);
    await media.release([current.imageUrl, ...subImages]);
    return { message: 'Deleted' };
  });
}
