import type { AuditedEntity } from '../audit/audit.entities.ts';
import { findGalleryImage } from './gallery.repository.ts';

/** How the activity log reads a gallery image (decision 046). */
export const galleryImageAudit: AuditedEntity = {
  read: async (db, id) => {
    const g = await findGalleryImage(db, id);
    if (!g) return undefined;
    const { _id, createdAt: _createdAt, ...fields } = g;
    return fields;
  },
};
