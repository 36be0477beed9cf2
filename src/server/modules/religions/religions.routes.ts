import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/database.ts';
import { limitLength, text } from '../../lib/fields.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { isId, nameKey, newId, nowIso } from '../../lib/ids.ts';
import { readMultipart, type MultipartLimits } from '../../lib/multipart.ts';
import { requireUser } from '../../plugins/session.ts';
import { auditCreated } from '../audit/audit.hooks.ts';
import { findReligion, listReligions, religionNameTaken } from './religions.repository.ts';

const NAME_EXISTS = 'Name already exists.';
const NOT_FOUND = 'Religion not found';
const IN_USE = 'This religion is used by listings and cannot be deleted.';
const NO_FILES: MultipartLimits = {
  fileBytes: 1024,
  files: 1,
  fileTooLargeMessage: 'This form takes no files.',
  tooManyFilesMessage: 'This form takes no files.',
};

/** The spec's web sends the name as multipart; old clients send JSON. Both are read the same. */
async function nameOf(request: FastifyRequest): Promise<string> {
  const body = request.isMultipart() ? (await readMultipart(request, NO_FILES)).fields : request.body;
  return limitLength(text(body, 'name'), 100, 'Name');
}

export async function religionsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get('/GetReligionList', async () => ({ success: true as const, result: await listReligions(db) }));

  app.get<{ Params: { id: string } }>('/:id', async (request) => {
    const religion = isId(request.params.id) ? await findReligion(db, request.params.id) : undefined;
    if (!religion) throw notFound(NOT_FOUND);
    return religion;
  });

  app.post('/', { preHandler: requireUser }, async (request, reply) => {
    const name = await nameOf(request);
    // Two spaces: the spec's text, verbatim.
    if (!name) throw badRequest('Name  required.');
    const id = await insertReligion(name);
    if (!id) throw conflict(NAME_EXISTS);
    return reply.code(201).send(await findReligion(db, id));
  });

  // The old app's call, kept for old clients: a JSON string answer, "exist" or "notexist".
  app.post('/add', { preHandler: requireUser }, async (request, reply) => {
    const name = await nameOf(request);
    if (!name) throw badRequest('Name  required.');
    const id = await insertReligion(name);
    // The answer is only "exist"/"notexist": the audit trail is told which record was added.
    if (id) auditCreated(request, id);
    return reply
      .code(id ? 201 : 200)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(id ? 'notexist' : 'exist'));
  });

  app.put<{ Params: { id: string } }>('/:id', { preHandler: requireUser }, async (request) => {
    const { id } = request.params;
    const current = isId(id) ? await findReligion(db, id) : undefined;
    if (!current) throw notFound(NOT_FOUND);
    const name = await nameOf(request);
    if (!name) throw badRequest('Name required.');
    if (await religionNameTaken(db, name, id)) throw conflict(NAME_EXISTS);
    try {
      await db.updateTable('religions').set({ name, name_key: nameKey(name) }).where('id', '=', id).execute();
    } catch (err) {
      throw isUniqueViolation(err) ? conflict(NAME_EXISTS) : err;
    }
    return findReligion(db, id);
  });

  app.delete<{ Params: { id: string } }>('/:id', { preHandler: requireUser }, async (request) => {
    const { id } = request.params;
    const current = isId(id) ? await findReligion(db, id) : undefined;
    if (!current) throw notFound(NOT_FOUND);
    if (current.isUsed) throw conflict(IN_USE);
    try {
      // The foreign key still refuses if a listing appeared meanwhile.
      await db.deleteFrom('religions').where('id', '=', id).execute();
    } catch (err) {
      throw isForeignKeyViolation(err) ? conflict(IN_USE) : err;
    }
    return { message: 'Deleted' };
  });

  /** The new religion's id, or undefined when the name is taken (the unique index settles races). */
  async function insertReligion(name: string): Promise<string | undefined> {
    if (await religionNameTaken(db, name)) return undefined;
    const id = newId();
    try {
      await db.insertInto('religions').values({ id, name, name_key: nameKey(name), created_at: nowIso() }).execute();
      return id;
    } catch (err) {
      if (isUniqueViolation(err)) return undefined;
      throw err;
    }
  }
}
