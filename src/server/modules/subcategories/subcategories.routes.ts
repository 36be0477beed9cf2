import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SubcategorySchema } from '../../../contract/catalogue.ts';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { SubcategoryCreateSchema, SubcategoryEditSchema, SubcategoryQuerySchema } from '../../../contract/subcategories.ts';
import { photoFormRoutes } from '../../lib/photo-form-routes.ts';
import { deleteRoute } from '../../lib/delete-route.ts';
import { findOr404 } from '../../lib/records.ts';
import { registerAuditReader } from '../audit/audit.entities.ts';
import { subcategoryAudit } from './subcategories.audit.ts';
import { findSubcategory, SUBCATEGORY_NOT_FOUND } from './subcategories.repository.ts';
import { addSubcategory, editSubcategory, removeSubcategory, subcategoriesOf } from './subcategories.service.ts';

export async function subcategoriesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerAuditReader(app, 'subcategory', subcategoryAudit);
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

  photoFormRoutes(app, {
    schema: SubcategorySchema,
    find,
    audit: 'subcategory',
    create: { form: SubcategoryCreateSchema, add: (fields, image) => addSubcategory(db, media, { ...fields, image }) },
    edit: { form: SubcategoryEditSchema, save: (current, fields, image) => editSubcategory(db, media, current, { ...fields, image }) },
  });

  deleteRoute(app, {
    find,
    remove: (s) => removeSubcategory(db, s),
    images: (s) => [s.imageUrl],
    message: 'Deleted',
    audit: 'subcategory',
  });
}
