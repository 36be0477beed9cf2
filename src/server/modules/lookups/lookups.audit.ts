import type { AuditedEntity } from '../audit/audit.entities.ts';

/** How the activity log reads an entry of a list (decision 046). */
export const lookupAudit: AuditedEntity = {
  read: async (db, id) => {
    const row = await db.selectFrom('lookups').select(['kind', 'name']).where('id', '=', id).executeTakeFirst();
    return row && { list: row.kind, name: row.name };
  },
};
