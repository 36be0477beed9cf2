import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BannerCreateSchema, BannerEditSchema } from '../../../contract/banners.ts';
import { BannerSchema } from '../../../contract/catalogue.ts';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { filesOf, formFields, readMultipart } from '../../lib/multipart.ts';
import { deleteRoute } from '../../lib/delete-route.ts';
import { findOr404 } from '../../lib/records.ts';
import { BANNER_LIMITS } from '../../media/upload-limits.ts';
import { registerAuditReader } from '../audit/audit.entities.ts';
import { bannerAudit } from './banners.audit.ts';
import { deleteBanner, findBanner, listBanners } from './banners.repository.ts';
import { addBanners, editBanner } from './banners.service.ts';

const NOT_FOUND = 'Banner not found';

export async function bannersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerAuditReader(app, 'banner', bannerAudit);
  const { db, media } = app;
  const find = (id: string) => findOr404((key) => findBanner(db, key), id, NOT_FOUND);
  const byId = { params: IdParamsSchema };

  app.get('/', { config: { policy: { access: 'public', cache: { query: [] } } }, schema: { response: { 200: z.array(BannerSchema) } } }, async () =>
    listBanners(db),
  );

  app.get('/:id', { config: { policy: { access: 'public', cache: { query: [] } } }, schema: { ...byId, response: { 200: BannerSchema } } }, async (request) =>
    find(request.params.id),
  );

  // Several files in one call, all or nothing: the old app sent one call per file and could half-fail.
  const created = z.union([BannerSchema, z.array(BannerSchema)]);
  const createForm = {
    fields: BannerCreateSchema,
    files: { image: { required: true, many: true, description: 'A JPEG, PNG or WebP image of at most 4 MB; one banner each.' } },
  };
  app.post(
    '/',
    { config: { policy: { access: 'session', audit: 'banner', changesPages: true } }, schema: { form: createForm, response: { 201: created } } },
    async (request, reply) => {
      const body = await readMultipart(request, BANNER_LIMITS);
      const images = filesOf(body, 'image');
      const { name, altText, translations } = BannerCreateSchema.parse({ ...body.fields, images });
      const banners = await addBanners(db, media, { name, altText, translations, images });
      return reply.code(201).send(banners.length === 1 ? banners[0]! : banners);
    },
  );

  app.put(
    '/:id',
    {
      config: { policy: { access: 'session', audit: 'banner', changesPages: true } },
      schema: { ...byId, form: { fields: BannerEditSchema, json: true }, response: { 200: BannerSchema } },
    },
    async (request) => {
      const current = await find(request.params.id);
      await editBanner(db, current, BannerEditSchema.parse(await formFields(request, BANNER_LIMITS)));
      return find(current._id);
    },
  );

  deleteRoute(app, { find, remove: (b) => deleteBanner(db, b._id), images: (b) => [b.imageUrl], message: 'Banner deleted', audit: 'banner' });
}
