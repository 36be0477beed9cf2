import { inHindi, type AuditedEntity } from '../audit/audit.entities.ts';
import { findBanner } from './banners.repository.ts';

/** How the activity log reads a banner (decision 046). */
export const bannerAudit: AuditedEntity = {
  read: async (db, id) => {
    const b = await findBanner(db, id);
    return b && { name: b.name, altText: b.altText, ...inHindi(b.translations), image: b.imageUrl };
  },
};
