import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CategorySchema, MessageSchema } from '../../../contract/catalogue.ts';
import { CategoryCreateSchema, CategoryEditSchema } from '../../../contract/categories.ts';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { filesOf, readMultipart } from '../../lib/multipart.ts';
import { findOr404 } from '../../lib/records.ts';
import { PHOTO_LIMITS } from '../../media/upload-limits.ts';
import { findCategory, listCategories } from './categories.repository.ts';
import { addCategory, editCategory, removeCategory } from './categories.service.ts';
import type { RoutePolicy } from '../../lib/route-policy.ts';

const NOT_FOUND = 'Category not found';
const list = { config: { policy: { access: 'public', cache: { query: [] } } satisfies RoutePolicy }, schema: { response: { 200: z.array(CategorySchema) } } };

export async function categoriesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, media } = app;
  const find = (id: string) => findOr404((key) => findCategory(db, key), id, NOT_FOUND);
  const byId = { params: IdParamsSchema };

  app.get('/', list, async () => listCategories(db));
  app.get('/with-usage', list, async () => listCategories(db));
  app.get('/:id', { config: { policy: { access: 'public', cache: { query: [] } } }, schema: { ...byId, response: { 200: CategorySchema } } }, async (request) =>
    find(request.params.id),
  );

  app.post(
    '/',
    {
      config: { policy: { access: 'session', audit: 'category', changesPages: true } },
      schema: { form: { fields: CategoryCreateSchema, files: { image: { required: true } } }, response: { 201: CategorySchema } },
    },
    async (request, reply) => {
      const body = await readMultipart(request, PHOTO_LIMITS);
      const [image] = filesOf(body, 'image');
      const { name } = CategoryCreateSchema.parse({ ...body.fields, image });
      const id = await addCategory(db, media, { name, image: image! });
      return reply.code(201).send(await find(id));
    },
  );

  app.put(
    '/:id',
    {
      config: { policy: { access: 'session', audit: 'category', changesPages: true } },
      schema: { ...byId, form: { fields: CategoryEditSchema, files: { image: {} } }, response: { 200: CategorySchema } },
    },
    async (request) => {
      const current = await find(request.params.id);
      const body = await readMultipart(request, PHOTO_LIMITS);
      const { name } = CategoryEditSchema.parse(body.fields);
      await editCategory(db, media, current, { name, image: filesOf(body, 'image')[0] });
      return find(current._id);
    },
  );

  app.delete(
    '/:id',
    { config: { policy: { access: 'session', audit: 'category', changesPages: true } }, schema: { ...byId, response: { 200: MessageSchema } } },
    async (request) => {
      await removeCategory(db, media, await find(request.params.id));
      return { message: 'Deleted' };
    },
  );
}
