import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/database.ts';
import { limitLength } from '../../lib/fields.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { nameKey } from '../../../contract/fields.ts';
import { isId, newId, nowIso } from '../../lib/ids.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { PHOTO_LIMITS } from '../../media/upload-limits.ts';
import { requireUser } from '../../plugins/session.ts';
import { findCategory, listCategories } from './categories.repository.ts';

const NAME_EXISTS = 'Name already exists.';

export async function categoriesRoutes(app: FastifyInstance): Promise<void> {
  const { db, media } = app;

  app.get('/', async () => listCategories(db));
  app.get('/with-usage', async () => listCategories(db));
  app.get<{ Params: { id: string } }>('/:id', async (request) => {
    const category = isId(request.params.id) ? await findCategory(db, request.params.id) : undefined;
    if (!category) throw notFound('Category not found');
    return category;
  });

  app.post('/', { preHandler: requireUser }, async (request, reply) => {
    const { fields, files } = await readMultipart(request, PHOTO_LIMITS);
    const name = limitLength((fields.name ?? '').trim(), 100, 'Name');
    const image = files.find((f) => f.field === 'image');
    if (!name || !image) throw badRequest('Name and image required.');
    if (await nameTaken(name)) throw conflict(NAME_EXISTS);
    const id = newId();
    await media.storeThen([image.data], async ([url]) => {
      try {
        await db
          .insertInto('categories')
          .values({ id, name, name_key: nameKey(name), image_url: url!, created_at: nowIso() })
          .execute();
      } catch (err) {
        throw isUniqueViolation(err) ? conflict(NAME_EXISTS) : err;
      }
    });
    return reply.code(201).send(await findCategory(db, id));
  });

  app.put<{ Params: { id: string } }>('/:id', { preHandler: requireUser }, async (request) => {
    const { id } = request.params;
    const current = isId(id) ? await findCategory(db, id) : undefined;
    if (!current) throw notFound('Category not found');
    const { fields, files } = await readMultipart(request, PHOTO_LIMITS);
    const name = limitLength((fields.name ?? '').trim(), 100, 'Name');
    if (!name) throw badRequest('Name required.');
    if (nameKey(name) !== nameKey(current.name) && (await nameTaken(name))) throw conflict(NAME_EXISTS);
    const image = files.find((f) => f.field === 'image');
    await media.storeThen(image ? [image.data] : [], async ([url]) => {
      try {
        await db
          .updateTable('categories')
          .set({ name, name_key: nameKey(name), ...(url ? { image_url: url } : {}) })
          .where('id', '=', id)
          .execute();
      } catch (err) {
        throw isUniqueViolation(err) ? conflict(NAME_EXISTS) : err;
      }
    });
    if (image) await media.release([current.imageUrl]);
    return findCategory(db, id);
  });

  app.delete<{ Params: { id: string } }>('/:id', { preHandler: requireUser }, async (request) => {
    const { id } = request.params;
    const current = isId(id) ? await findCategory(db, id) : undefined;
    if (!current) throw notFound('Category not found');
    if (current.isUsed) throw conflict('This category is used by listings and cannot be deleted.');
    // Unused, so are its subcategories: they go with it. The foreign keys still refuse the delete
    // if a listing appeared meanwhile (→ 409).
    const subImages = await db.transaction().execute(async (trx) => {
      const subs = await trx.selectFrom('subcategories').select('image_url').where('category_id', '=', id).execute();
      await trx.deleteFrom('subcategories').where('category_id', '=', id).execute();
      await trx.deleteFrom('categories').where('id', '=', id).execute();
      return subs.map((s) => s.image_url);
    });
    await media.release([current.imageUrl, ...subImages]);
    return { message: 'Deleted' };
  });

  async function nameTaken(name: string): Promise<boolean> {
    const row = await db.selectFrom('categories').select('id').where('name_key', '=', nameKey(name)).executeTakeFirst();
    return Boolean(row);
  }
}
