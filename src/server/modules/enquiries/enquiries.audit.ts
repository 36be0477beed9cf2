import type { AuditedEntity } from '../audit/audit.entities.ts';
import { findEnquiry } from './enquiries.repository.ts';

/** How the activity log reads an enquiry (decision 046). */
export const enquiryAudit: AuditedEntity = {
  read: async (db, id) => {
    const e = await findEnquiry(db, id);
    return e && { name: e.name, email: e.email, message: e.message, handled: e.handled };
  },
};
