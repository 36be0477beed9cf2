import { inHindi, type AuditedEntity } from '../audit/audit.entities.ts';
import { findSiteConfig } from './site-config.repository.ts';

/** How the activity log reads the site configuration (decision 046). */
export const siteConfigAudit: AuditedEntity = {
  read: async (db, id) => {
    const c = await findSiteConfig(db, id);
    return (
      c && {
        name: c.name,
        email: c.email,
        phone: c.phone,
        address: c.address,
        ...inHindi(c.translations),
        fb: c.fb,
        insta: c.insta,
        twitter: c.twitter,
        linkedIn: c.linkedIn,
        logo: c.logo,
      }
    );
  },
};
