import type { FastifyInstance } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/database.ts';
import { limitLength } from '../../lib/fields.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { nameKey } from '../../../contract/fields.ts';
import { isId, newId, nowIso } from '../../lib/ids.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { PHOTO_LIMITS } from '../../media/upload-limits.ts';
import { requireUser } from '../../plugins/session.ts';
import {
  categoryExists,
  findSubcategory,
  listSubcategories,
  nameTakenInCategory,
} from './subcategories.repository.ts';

const NAME_EXISTS = 'Name already exists.';
const NOT_FOUND = 'Subcategory not found';
const IN_USE_MOVE = 'This subcategory is used by listings and cannot be moved to another category.';
const IN_USE_DELETE = 'This subcategory is used by listings and cannot be deleted.';

export async function subcategoriesRoutes(app: FastifyInstance): Promise<void> {
  const { db, media } = app;

  app.get<{ Querystring: { categoryId?: unknown } }>('/', async (request) => {
    const filter = request.query.categoryId;
    if (filter === undefined || filter === '') return listSubcategories(db);
    // A malformed category id matches nothing rather than failing the page.
    return isId(filter) ? listSubcategories(db, filter) : [];
  });

  app.get<{ Params: { id: string } }>('/:id', async (request) => {
    const sub = isId(request.params.id) ? await findSubcategory(db, request.params.id) : undefined;
    if (!sub) throw notFound(NOT_FOUND);
    return sub;
  });

  app.post('/', { preHandler: requireUser }, async (request, reply) => {
    const { fields, files } = await readMultipart(request, PHOTO_LIMITS);
    const name = limitLength((fields.name ?? '').trim(), 100, 'Name');
    const categoryId = (fields.categoryId ?? '').trim();
    const image = files.find((f) => f.field === 'image');
    if (!name || !categoryId || !image) throw badRequest('Please provide name, image, and select a category.');
    if (!isId(categoryId) || !(await categoryExists(db, categoryId))) throw badRequest('Invalid category.');
    if (await nameTakenInCategory(db, categoryId, nameKey(name))) throw conflict(NAME_EXISTS);
    const id = newId();
    await media.storeThen([image.data], async ([url]) => {
      try {
        await db
          .insertInto('subcategories')
          .values({ id, category_id: categoryId, name, name_key: nameKey(name), image_url: url!, created_at: nowIso() })
          .execute();
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(NAME_EXISTS);
        // The category was deleted between the check and the insert.
        if (isForeignKeyViolation(err)) throw badRequest('Invalid category.');
        throw err;
      }
    });
    return reply.code(201).send(await findSubcategory(db, id));
  });

  app.put<{ Params: { id: string } }>('/:id', { preHandler: requireUser }, async (request) => {
    const { id } = request.params;
    const current = isId(id) ? await findSubcategory(db, id) : undefined;
    if (!current) throw notFound(NOT_FOUND);
    const { fields, files } = await readMultipart(request, PHOTO_LIMITS);
    const name = limitLength((fields.name ?? '').trim(), 100, 'Name');
    const categoryId = (fields.categoryId ?? '').trim();
    if (!name || !categoryId) throw badRequest('Name and category are required.');
    if (!isId(categoryId) || !(await categoryExists(db, categoryId))) throw badRequest('Invalid category.');
    if (await nameTakenInCategory(db, categoryId, nameKey(name), id)) throw conflict(NAME_EXISTS);
    const moving = categoryId !== current.categoryId;
    // Listings carry both ids; moving a used subcategory would leave them pointing at two categories.
    if (moving && current.isUsed) throw conflict(IN_USE_MOVE);
    const image = files.find((f) => f.field === 'image');
    await media.storeThen(image ? [image.data] : [], async ([url]) => {
      let query = db
        .updateTable('subcategories')
        .set({ name, name_key: nameKey(name), category_id: categoryId, ...(url ? { image_url: url } : {}) })
        .where('id', '=', id);
      // Re-checked in the same statement: a listing may have appeared since the check above.
      if (moving) {
        query = query.where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('listings').select('listings.id').where('listings.subcategory_id', '=', id))),
        );
      }
      try {
        const result = await query.executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) {
          throw (await findSubcategory(db, id)) ? conflict(IN_USE_MOVE) : notFound(NOT_FOUND);
        }
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(NAME_EXISTS);
        if (isForeignKeyViolation(err)) throw badRequest('Invalid category.');
        throw err;
      }
    });
    if (image) await media.release([current.imageUrl]);
    return findSubcategory(db, id);
  });

  app.delete<{ Params: { id: string } }>('/:id', { preHandler: requireUser }, async (request) => {
    const { id } = request.params;
    const current = isId(id) ? await findSubcategory(db, id) : undefined;
    if (!current) throw notFound(NOT_FOUND);
    if (current.isUsed) throw conflict(IN_USE_DELETE);
    try {
      // The foreign key still refuses if a listing appeared meanwhile.
      await db.deleteFrom('subcategories').where('id', '=', id).execute();
    } catch (err) {
      throw isForeignKeyViolation(err) ? conflict(IN_USE_DELETE) : err;
    }
    await media.release([current.imageUrl]);
    return { message: 'Deleted' };
  });
}
