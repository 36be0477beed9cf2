import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GalleryImageSchema } from '../../../contract/catalogue.ts';
import { GalleryImageInputSchema } from '../../../contract/gallery.ts';
import { filesOf, readMultipart } from '../../lib/multipart.ts';
import { deleteRoute } from '../../lib/delete-route.ts';
import { findOr404 } from '../../lib/records.ts';
import { PHOTO_LIMITS } from '../../media/upload-limits.ts';
import { createGalleryImage, deleteGalleryImage, findGalleryImage, listGalleryImages } from './gallery.repository.ts';

export async function galleryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, media } = app;
  const find = (id: string) => findOr404((key) => findGalleryImage(db, key), id, 'Image not found');

  app.get('/', { config: { policy: { access: 'public', cache: { query: [] } } }, schema: { response: { 200: z.array(GalleryImageSchema) } } }, async () =>
    listGalleryImages(db),
  );

  app.post(
    '/',
    {
      config: { policy: { access: 'session', audit: 'gallery-image', changesPages: true } },
      schema: { form: { fields: GalleryImageInputSchema, files: { image: { required: true } } }, response: { 201: GalleryImageSchema } },
    },
    async (request, reply) => {
      const body = await readMultipart(request, PHOTO_LIMITS);
      const [image] = filesOf(body, 'image');
      const { image: _image, ...fields } = GalleryImageInputSchema.parse({ ...body.fields, image });
      const id = await media.storeThen([image!], ([url]) => createGalleryImage(db, { ...fields, url: url! }));
      return reply.code(201).send(await find(id));
    },
  );

  deleteRoute(app, { find, remove: (g) => deleteGalleryImage(db, g._id), images: (g) => [g.url], message: 'Image deleted', audit: 'gallery-image' });
}
