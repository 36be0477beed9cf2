import type { FastifyInstance } from 'fastify';
import type { Banner } from '../../../contract/catalogue.ts';
import type { BannersTable } from '../../db/schema.ts';
import { limitLength, optionalText, text } from '../../lib/fields.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { isId, newId, nowIso } from '../../lib/ids.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { BANNER_LIMITS } from '../../media/upload-limits.ts';
import { requireUser } from '../../plugins/session.ts';
import { findBanner, listBanners, toBanner } from './banners.repository.ts';

const NOT_FOUND = 'Banner not found';

export async function bannersRoutes(app: FastifyInstance): Promise<void> {
  const { db, media } = app;

  app.get('/', async () => listBanners(db));

  app.get<{ Params: { id: string } }>('/:id', async (request) => {
    const banner = isId(request.params.id) ? await findBanner(db, request.params.id) : undefined;
    if (!banner) throw notFound(NOT_FOUND);
    return banner;
  });

  // Several files in one call, all or nothing: the old app sent one call per file and could half-fail.
  app.post('/', { preHandler: requireUser }, async (request, reply) => {
    const { fields, files } = await readMultipart(request, BANNER_LIMITS);
    const name = limitLength(text(fields, 'name'), 100, 'Name');
    const images = files.filter((f) => f.field === 'image');
    if (!name || images.length === 0) throw badRequest('Please provide a name and at least one image.');
    const altText = limitLength(text(fields, 'altText'), 300, 'Alt text') || name;
    const rows = await media.storeThen(
      images.map((f) => f.data),
      (urls) =>
        db.transaction().execute(async (trx) => {
          const created: BannersTable[] = urls.map((url) => ({
            id: newId(),
            name,
            image_url: url,
            alt_text: altText,
            created_at: nowIso(),
          }));
          await trx.insertInto('banners').values(created).execute();
          return created;
        }),
    );
    const banners: Banner[] = rows.map(toBanner);
    return reply.code(201).send(banners.length === 1 ? banners[0] : banners);
  });

  app.put<{ Params: { id: string } }>('/:id', { preHandler: requireUser }, async (request) => {
    const { id } = request.params;
    const current = isId(id) ? await findBanner(db, id) : undefined;
    if (!current) throw notFound(NOT_FOUND);
    const body = request.isMultipart() ? (await readMultipart(request, BANNER_LIMITS)).fields : request.body;
    const name = limitLength(text(body, 'name'), 100, 'Name');
    if (!name) throw badRequest('Name required.');
    const sent = optionalText(body, 'altText');
    // An alt text that was only the default follows the new name; one written by hand stays.
    const followsName = current.altText === current.name;
    const altText = sent ? limitLength(sent, 300, 'Alt text') : sent === '' || followsName ? name : current.altText;
    await db.updateTable('banners').set({ name, alt_text: altText }).where('id', '=', id).execute();
    return findBanner(db, id);
  });

  app.delete<{ Params: { id: string } }>('/:id', { preHandler: requireUser }, async (request) => {
    const { id } = request.params;
    const current = isId(id) ? await findBanner(db, id) : undefined;
    if (!current) throw notFound(NOT_FOUND);
    await db.deleteFrom('banners').where('id', '=', id).execute();
    await media.release([current.imageUrl]);
    return { message: 'Banner deleted' };
  });
}
