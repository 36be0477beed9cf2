import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-errors.ts';
import { isId, newId, nowIso } from '../../lib/ids.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { requireUser } from '../../plugins/session.ts';
import { CONFIG_LIMITS, logoOf, readConfigFields } from './site-config.fields.ts';
import { findSiteConfig, listSiteConfigs } from './site-config.repository.ts';

const NOT_FOUND = 'Config not found';

export async function siteConfigRoutes(app: FastifyInstance): Promise<void> {
  const { db, media } = app;

  // Public: the header and footer read it. An empty list is still a success (the web keeps its fallbacks).
  app.get('/GetConfiList', async () => ({ success: true, result: await listSiteConfigs(db) }));

  app.post('/add', { preHandler: requireUser }, async (request, reply) => {
    const { fields, files } = await readMultipart(request, CONFIG_LIMITS);
    const input = readConfigFields(fields);
    const logo = logoOf(files);
    const id = newId();
    // The logo is optional here: the header falls back to the default logo until one is set.
    await media.storeThen(logo ? [logo.data] : [], async ([url]) => {
      await db
        .insertInto('site_configs')
        .values({
          id,
          name: input.name,
          email: input.email,
          phone: input.phone,
          address: input.address,
          fb: input.social.fb ?? '',
          insta: input.social.insta ?? '',
          twitter: input.social.twitter ?? '',
          linked_in: input.social.linked_in ?? '',
          logo: url ?? '',
          created_at: nowIso(),
        })
        .execute();
    });
    return reply.code(201).send(await findSiteConfig(db, id));
  });

  app.put<{ Params: { id: string } }>('/:id', { preHandler: requireUser }, async (request) => {
    const { id } = request.params;
    const current = isId(id) ? await findSiteConfig(db, id) : undefined;
    if (!current) throw notFound(NOT_FOUND);
    const { fields, files } = await readMultipart(request, CONFIG_LIMITS);
    const input = readConfigFields(fields);
    const logo = logoOf(files);
    await media.storeThen(logo ? [logo.data] : [], async ([url]) => {
      const result = await db
        .updateTable('site_configs')
        .set({
          name: input.name,
          email: input.email,
          phone: input.phone,
          address: input.address,
          ...input.social,
          ...(url ? { logo: url } : {}),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      // Deleted meanwhile: throwing lets storeThen remove the new logo's files.
      if (Number(result.numUpdatedRows) === 0) throw notFound(NOT_FOUND);
    });
    if (logo) await media.release([current.logo]);
    return findSiteConfig(db, id);
  });

  app.delete<{ Params: { id: string } }>('/:id', { preHandler: requireUser }, async (request) => {
    const { id } = request.params;
    const current = isId(id) ? await findSiteConfig(db, id) : undefined;
    if (!current) throw notFound(NOT_FOUND);
    await db.deleteFrom('site_configs').where('id', '=', id).execute();
    await media.release([current.logo]);
    return { message: 'Config deleted' };
  });
}
