import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CategorySchema } from '../../../contract/catalogue.ts';
import { CategoryCreateSchema, CategoryEditSchema } from '../../../contract/categories.ts';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { photoFormRoutes } from '../../lib/photo-form-routes.ts';
import { deleteRoute } from '../../lib/delete-route.ts';
import { findOr404 } from '../../lib/records.ts';
import { registerAuditReader } from '../audit/audit.entities.ts';
import { categoryAudit } from './categories.audit.ts';
import { findCategory, listCategories } from './categories.repository.ts';
import { addCategory, editCategory, removeCategory } from './categories.service.ts';
import type { RoutePolicy } from '../../lib/route-policy.ts';

const NOT_FOUND = 'Category not found';
const list = { config: { policy: { access: 'public', cache: { query: [] } } satisfies RoutePolicy }, schema: { response: { 200: z.array(CategorySchema) } } };

export async function categoriesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerAuditReader(app, 'category', categoryAudit);
  const { db, media } = app;
  const find = (id: string) => findOr404((key) => findCategory(db, key), id, NOT_FOUND);
  const byId = { params: IdParamsSchema };

  app.get('/', list, async () => listCategories(db));
  app.get('/with-usage', list, async () => listCategories(db));
  app.get('/:id', { config: { policy: { access: 'public', cache: { query: [] } } }, schema: { ...byId, response: { 200: CategorySchema } } }, async (request) =>
    find(request.params.id),
  );

  photoFormRoutes(app, {
    schema: CategorySchema,
    find,
    audit: 'category',
    create: {
      form: CategoryCreateSchema,
      add: ({ name, translations, hsn, gstRate }, image) => addCategory(db, media, { name, translations, hsn, gstRate, image }),
    },
    edit: {
      form: CategoryEditSchema,
      save: (current, { name, translations, hsn, gstRate }, image) => editCategory(db, media, current, { name, translations, hsn, gstRate, image }),
    },
  });

  deleteRoute(app, { find, remove: (c) => removeCategory(db, media, c), message: 'Deleted', audit: 'category' });
}
