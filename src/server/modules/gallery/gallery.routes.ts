import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GalleryImageSchema } from '../../../contract/catalogue.ts';
import { GalleryImageInputSchema } from '../../../contract/gallery.ts';
import { photoFormRoutes } from '../../lib/photo-form-routes.ts';
import { deleteRoute } from '../../lib/delete-route.ts';
import { findOr404 } from '../../lib/records.ts';
import { registerAuditReader } from '../audit/audit.entities.ts';
import { galleryImageAudit } from './gallery.audit.ts';
import { createGalleryImage, deleteGalleryImage, findGalleryImage, listGalleryImages } from './gallery.repository.ts';

export async function galleryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerAuditReader(app, 'gallery-image', galleryImageAudit);
  const { db, media } = app;
  const find = (id: string) => findOr404((key) => findGalleryImage(db, key), id, 'Image not found');

  app.get('/', { config: { policy: { access: 'public', cache: { query: [] } } }, schema: { response: { 200: z.array(GalleryImageSchema) } } }, async () =>
    listGalleryImages(db),
  );

  photoFormRoutes(app, {
    schema: GalleryImageSchema,
    find,
    audit: 'gallery-image',
    create: {
      form: GalleryImageInputSchema,
      add: ({ image: _image, ...fields }, image) => media.storeThen([image], ([url]) => createGalleryImage(db, { ...fields, url: url! })),
    },
  });

  deleteRoute(app, { find, remove: (g) => deleteGalleryImage(db, g._id), images: (g) => [g.url], message: 'Image deleted', audit: 'gallery-image' });
}
