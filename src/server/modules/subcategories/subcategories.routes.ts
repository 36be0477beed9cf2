import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SubcategorySchema } from '../../../contract/catalogue.ts';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { SubcategoryCreateSchema, SubcategoryEditSchema, SubcategoryQuerySchema } from '../../../contract/subcategories.ts';
import { filesOf, readMultipart } from '../../lib/multipart.ts';
import { deleteRoute } from '../../lib/delete-route.ts';
import { findOr404 } from '../../lib/records.ts';
import { PHOTO_LIMITS } from '../../media/upload-limits.ts';
import { findSubcategory, SUBCATEGORY_NOT_FOUND } from './subcategories.repository.ts';
import { addSubcategory, editSubcategory, removeSubcategory, subcategoriesOf } from './subcategories.service.ts';

export async function subcategoriesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, media } = app;
  const find = (id: string) => findOr404((key) => findSubcategory(db, key), id, SUBCATEGORY_NOT_FOUND);
  const byId = { params: IdParamsSchema };
  const listed = { access: 'public', cache: { query: Object.keys(SubcategoryQuerySchema.shape) } } as const;

  app.get(
    '/',
    { config: { policy: listed }, schema: { querystring: SubcategoryQuerySchema, response: { 200: z.array(SubcategorySchema) } } },
    async (request) => {
      return subcategoriesOf(db, request.query.categoryId);
    },
  );

  app.get(
    '/:id',
    { config: { policy: { access: 'public', cache: { query: [] } } }, schema: { ...byId, response: { 200: SubcategorySchema } } },
    async (request) => find(request.params.id),
  );

  app.post(
    '/',
    {
      config: { policy: { access: 'session', audit: 'subcategory', changesPages: true } },
      schema: { form: { fields: SubcategoryCreateSchema, files: { image: { required: true } } }, response: { 201: SubcategorySchema } },
    },
    async (request, reply) => {
      const body = await readMultipart(request, PHOTO_LIMITS);
      const [image] = filesOf(body, 'image');
      const { name, categoryId } = SubcategoryCreateSchema.parse({ ...body.fields, image });
      const id = await addSubcategory(db, media, { name, categoryId, image: image! });
      return reply.code(201).send(await find(id));
    },
  );

  app.put(
    '/:id',
    {
      config: { policy: { access: 'session', audit: 'subcategory', changesPages: true } },
      schema: { ...byId, form: { fields: SubcategoryEditSchema, files: { image: {} } }, response: { 200: SubcategorySchema } },
    },
    async (request) => {
      const current = await find(request.params.id);
      const body = await readMultipart(request, PHOTO_LIMITS);
      const { name, categoryId } = SubcategoryEditSchema.parse(body.fields);
      await editSubcategory(db, media, current, { name, categoryId, image: filesOf(body, 'image')[0] });
      return find(current._id);
    },
  );

  deleteRoute(app, {
    find,
    remove: (s) => removeSubcategory(db, s),
    images: (s) => [s.imageUrl],
    message: 'Deleted',
    audit: 'subcategory',
  });
}
