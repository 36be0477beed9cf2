import { inHindi, type AuditedEntity } from '../audit/audit.entities.ts';
import { findCategory } from './categories.repository.ts';

/** How the activity log reads a category (decision 046). */
export const categoryAudit: AuditedEntity = {
  read: async (db, id) => {
    const c = await findCategory(db, id);
    if (!c) return undefined;
    // A category's delete takes its (unused) subcategories with it: they are named here.
    const subs = await db.selectFrom('subcategories').select('name').where('category_id', '=', id).orderBy('name').execute();
    return { name: c.name, ...inHindi(c.translations), image: c.imageUrl, subcategories: subs.map((s) => s.name) };
  },
};
