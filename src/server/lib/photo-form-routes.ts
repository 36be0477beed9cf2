import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuditEntity } from '../../contract/audit.ts';
import { IdParamsSchema } from '../../contract/fields.ts';
import { PHOTO_LIMITS } from '../media/upload-limits.ts';
import { filesOf, readMultipart } from './multipart.ts';

export interface PhotoFormRecord<T, Create extends z.ZodType, Edit extends z.ZodType> {
  /** The record as answered. */
  schema: z.ZodType;
  /** The record, or its 404. */
  find: (id: string) => Promise<T>;
  /** What the activity log records the writes as. */
  audit: AuditEntity;
  /** POST /: the form (its schema requires the photo) and what stores the new record, answering its id. */
  create: { form: Create; add: (fields: z.output<Create>, image: Buffer) => Promise<string> };
  /** PUT /:id: the form (the photo optional) and what saves it over the record. */
  edit?: { form: Edit; save: (current: T, fields: z.output<Edit>, image: Buffer | undefined) => Promise<void> };
}

/**
 * POST / and PUT /:id (admin only) of a record made from a multipart form with one photo in `image`
 * (categories, subcategories, the gallery): the form's fields and the photo are checked together
 * by the contract, and the call answers the record as stored.
 */
export function photoFormRoutes<T, Create extends z.ZodType, Edit extends z.ZodType>(
  fastify: FastifyInstance,
  { schema, find, audit, create, edit }: PhotoFormRecord<T, Create, Edit>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const policy = { access: 'session', audit, changesPages: true } as const;
  const readForm = async <F extends z.ZodType>(request: Parameters<typeof readMultipart>[0], form: F) => {
    const body = await readMultipart(request, PHOTO_LIMITS);
    const [image] = filesOf(body, 'image');
    return { fields: form.parse({ ...body.fields, image }) as z.output<F>, image };
  };

  app.post(
    '/',
    { config: { policy }, schema: { form: { fields: create.form, files: { image: { required: true } } }, response: { 201: schema } } },
    async (request, reply) => {
      const { fields, image } = await readForm(request, create.form);
      const id = await create.add(fields, image!);
      return reply.code(201).send(await find(id));
    },
  );

  if (!edit) return;
  app.put(
    '/:id',
    { config: { policy }, schema: { params: IdParamsSchema, form: { fields: edit.form, files: { image: {} } }, response: { 200: schema } } },
    async (request) => {
      const current = await find(request.params.id);
      const { fields, image } = await readForm(request, edit.form);
      await edit.save(current, fields, image);
      return find(request.params.id);
    },
  );
}
