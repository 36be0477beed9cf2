import { inHindi, type AuditedEntity } from '../audit/audit.entities.ts';
import { findSubcategory } from './subcategories.repository.ts';

/** How the activity log reads a subcategory (decision 046). */
export const subcategoryAudit: AuditedEntity = {
  read: async (db, id) => {
    const s = await findSubcategory(db, id);
    return s && { name: s.name, ...inHindi(s.translations), category: s.category.name, image: s.imageUrl };
  },
};
