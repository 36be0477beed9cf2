import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '../../../contract/fields.ts';
import { ONE_LOGO, SiteConfigInputSchema, SiteConfigListSchema, SiteConfigSchema } from '../../../contract/site.ts';
import { listAnswer } from '../../lib/list-answer.ts';
import { filesOf, readMultipart, type MultipartLimits } from '../../lib/multipart.ts';
import { deleteRoute } from '../../lib/delete-route.ts';
import { findOr404 } from '../../lib/records.ts';
import { registerAuditReader } from '../audit/audit.entities.ts';
import { siteConfigAudit } from './site-config.audit.ts';
import { deleteSiteConfig, findSiteConfig, listSiteConfigs, SITE_CONFIG_NOT_FOUND } from './site-config.repository.ts';
import { addSiteConfig, editSiteConfig } from './site-config.service.ts';

/** Old clients may send up to 10 logo files; reading them lets us refuse with a clear 400 rather than a parser error. */
/** For the API description: the form readConfigForm reads. */
const CONFIG_FORM = { fields: SiteConfigInputSchema, files: { logo: { description: 'The logo: one JPEG, PNG or WebP image (also taken as "image").' } } };

const CONFIG_LIMITS: MultipartLimits = { fileBytes: 20 * 1024 * 1024, files: 10, tooManyFilesMessage: ONE_LOGO };

/** The form, checked; the logo upload, if any: field 'logo', or 'image' as the old edit call named it. */
async function readConfigForm(request: FastifyRequest) {
  const body = await readMultipart(request, CONFIG_LIMITS);
  const logos = filesOf(body, 'logo', 'image');
  const { logo: _logo, ...fields } = SiteConfigInputSchema.parse({ ...body.fields, logo: logos });
  return { fields, logos };
}

export async function siteConfigRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerAuditReader(app, 'site-config', siteConfigAudit);
  const { db, media } = app;
  const find = (id: string) => findOr404((key) => findSiteConfig(db, key), id, SITE_CONFIG_NOT_FOUND);
  const byId = { params: IdParamsSchema };

  // Public: the header and footer read it. An empty list is still a success (the web keeps its fallbacks).
  app.get('/GetConfiList', { config: { policy: { access: 'public', cache: { query: [] } } }, schema: { response: { 200: SiteConfigListSchema } } }, async () =>
    listAnswer(listSiteConfigs(db)),
  );

  app.post(
    '/add',
    { config: { policy: { access: 'session', audit: 'site-config', changesPages: true } }, schema: { form: CONFIG_FORM, response: { 201: SiteConfigSchema } } },
    async (request, reply) => {
      const { fields, logos } = await readConfigForm(request);
      const id = await addSiteConfig(db, media, fields, logos);
      return reply.code(201).send(await find(id));
    },
  );

  app.put(
    '/:id',
    {
      config: { policy: { access: 'session', audit: 'site-config', changesPages: true } },
      schema: { ...byId, form: CONFIG_FORM, response: { 200: SiteConfigSchema } },
    },
    async (request) => {
      const current = await find(request.params.id);
      const { fields, logos } = await readConfigForm(request);
      await editSiteConfig(db, media, current, fields, logos);
      return find(current._id);
    },
  );

  deleteRoute(app, { find, remove: (c) => deleteSiteConfig(db, c._id), images: (c) => [c.logo], message: 'Config deleted', audit: 'site-config' });
}
