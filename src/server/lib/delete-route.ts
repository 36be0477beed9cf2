import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageSchema } from '../../contract/catalogue.ts';
import { IdParamsSchema } from '../../contract/fields.ts';
import type { AuditEntity } from '../../contract/audit.ts';

export interface DeleteRecord<T> {
  /** The record, or its 404. */
  find: (id: string) => Promise<T>;
  /** Deletes the row (refusing first, if the record may not go). */
  remove: (record: T) => Promise<void>;
  /** The stored images the record held; left out where `remove` releases them itself (or the record has none). */
  images?: (record: T) => string[];
  message: string;
  /** What the activity log records the delete as. */
  audit: AuditEntity;
}

/**
 * DELETE /:id (admin only) of a record the pages show: the row goes first, then its stored images
 * are released, so an image another record still uses stays.
 */
export function deleteRoute<T>(fastify: FastifyInstance, { find, remove, images, message, audit }: DeleteRecord<T>): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const policy = { access: 'session', audit, changesPages: true } as const;
  app.delete('/:id', { config: { policy }, schema: { params: IdParamsSchema, response: { 200: MessageSchema } } }, async (request) => {
    const current = await find(request.params.id);
    await remove(current);
    if (images) await app.media.release(images(current));
    return { message };
  });
}
