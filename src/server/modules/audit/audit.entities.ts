import type { AuditChanges, AuditEntity, AuditValue } from '../../../contract/audit.ts';
import { LOOKUP_KINDS } from '../../../contract/lookups.ts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { findBanner } from '../banners/banners.repository.ts';
import { findCategory } from '../categories/categories.repository.ts';
import { findEnquiry } from '../enquiries/enquiries.repository.ts';
import { findGalleryImage } from '../gallery/gallery.repository.ts';
import { findListing } from '../listings/listings.repository.ts';
import type { Listing } from '../../../contract/listings.ts';
import { findQuote } from '../quotes/quotes.repository.ts';
import { findReligion } from '../religions/religions.repository.ts';
import { findSiteConfig } from '../site-config/site-config.repository.ts';
import { findSubcategory } from '../subcategories/subcategories.repository.ts';
import { findUserById } from '../users/users.repository.ts';

/** A record as the audit trail shows it: readable fields only, never a password or a hash. */
export type Snapshot = Record<string, AuditValue>;

export interface AuditedEntity {
  entity: AuditEntity;
  /** The record's fields as they are now, or undefined when it does not exist. */
  read: (db: Database, id: string) => Promise<Snapshot | undefined>;
  /** Changes the snapshots cannot show (a new password: that it changed, never what it is). */
  extra?: (request: FastifyRequest) => AuditChanges;
}

const lookupKinds = LOOKUP_KINDS.join('|');

/** A listing's ids, times and its references' ids (shown by name instead) are no fields of the record. */
const LISTING_NOT_RECORDED = new Set([
  '_id',
  'listing_uuid',
  'category',
  'category_uuid',
  'categoryName',
  'subcategory_uuid',
  'religions',
  'religion_uuid',
  'religionName',
  'createdAt',
  'updatedAt',
]);

/** A listing as the trail records it (also the spreadsheet import's one entry). */
export function listingSnapshot(l: Listing): Snapshot {
  // Every field of the answer but ids and times, references by their names: a new field is recorded with no change here.
  // Lists of records (price tiers, options, zones) are recorded an entry a line, as JSON.
  const own = Object.entries(l)
    .filter(([key]) => !LISTING_NOT_RECORDED.has(key))
    .map(([key, v]) => [key, Array.isArray(v) ? v.map((x: unknown) => (typeof x === 'string' ? x : JSON.stringify(x))) : v]);
  return { ...(Object.fromEntries(own) as Snapshot), category: l.categoryName, religion: l.religionName };
}

/**
 * Which entity each state-changing /api route changes (matched on the route's URL as registered)
 * and how to read that entity. The listing's images are part of it, in their order.
 */
export const AUDITED: readonly (readonly [RegExp, AuditedEntity])[] = [
  [
    /^\/api\/listings(\/:id)?$/,
    {
      entity: 'listing',
      read: async (db, id) => {
        const l = await findListing(db, id);
        return l && listingSnapshot(l);
      },
    },
  ],
  [
    /^\/api\/categories(\/:id)?$/,
    {
      entity: 'category',
      read: async (db, id) => {
        const c = await findCategory(db, id);
        if (!c) return undefined;
        // A category's delete takes its (unused) subcategories with it: they are named here.
        const subs = await db.selectFrom('subcategories').select('name').where('category_id', '=', id).orderBy('name').execute();
        return { name: c.name, image: c.imageUrl, subcategories: subs.map((s) => s.name) };
      },
    },
  ],
  [
    /^\/api\/subcategories(\/:id)?$/,
    {
      entity: 'subcategory',
      read: async (db, id) => {
        const s = await findSubcategory(db, id);
        return s && { name: s.name, category: s.category.name, image: s.imageUrl };
      },
    },
  ],
  [
    /^\/api\/religions(\/:id|\/add)?$/,
    {
      entity: 'religion',
      read: async (db, id) => {
        const r = await findReligion(db, id);
        return r && { name: r.name };
      },
    },
  ],
  [
    /^\/api\/banners(\/:id)?$/,
    {
      entity: 'banner',
      read: async (db, id) => {
        const b = await findBanner(db, id);
        return b && { name: b.name, altText: b.altText, image: b.imageUrl };
      },
    },
  ],
  [
    /^\/api\/confi\/(add|:id)$/,
    {
      entity: 'site-config',
      read: async (db, id) => {
        const c = await findSiteConfig(db, id);
        return (
          c && {
            name: c.name,
            email: c.email,
            phone: c.phone,
            address: c.address,
            fb: c.fb,
            insta: c.insta,
            twitter: c.twitter,
            linkedIn: c.linkedIn,
            logo: c.logo,
          }
        );
      },
    },
  ],
  [
    /^\/api\/users\/(addUser|updateUser\/:id|:id)$/,
    {
      entity: 'user',
      // Named field by field: the row also holds the password's hash.
      read: async (db, id) => {
        const u = await findUserById(db, id);
        return u && { name: u.name, mobile: u.mobile };
      },
      extra: (request): AuditChanges => {
        const password = (request.body as { Password?: unknown } | null)?.Password;
        return request.method === 'PUT' && typeof password === 'string' && password !== ''
          ? { password: { before: null, after: 'changed' } }
          : {};
      },
    },
  ],
  [
    /^\/api\/images(\/:id)?$/,
    {
      entity: 'gallery-image',
      read: async (db, id) => {
        const g = await findGalleryImage(db, id);
        if (!g) return undefined;
        const { _id, createdAt: _createdAt, ...fields } = g;
        return fields;
      },
    },
  ],
  [
    new RegExp(`^/api/(${lookupKinds})/add$`),
    {
      entity: 'lookup',
      read: async (db, id) => {
        const row = await db.selectFrom('lookups').select(['kind', 'name']).where('id', '=', id).executeTakeFirst();
        return row && { list: row.kind, name: row.name };
      },
    },
  ],
  [
    /^\/api\/enquiries\/:id$/,
    {
      entity: 'enquiry',
      read: async (db, id) => {
        const e = await findEnquiry(db, id);
        return e && { name: e.name, email: e.email, message: e.message, handled: e.handled };
      },
    },
  ],
  [
    /^\/api\/quotes\/:id$/,
    {
      entity: 'quote',
      read: async (db, id) => {
        const q = await findQuote(db, id);
        return q && { name: q.name, title: q.listingTitle, status: q.status, finalPrice: q.finalPrice, note: q.note };
      },
    },
  ],
];

/**
 * Writes recorded elsewhere (logins, logout and setup: auth.routes.ts) or that are no admin change
 * (a visitor's enquiry).
 */
export const NOT_AUDITED = new Set(['POST /api/users/login', 'POST /api/users/logout', 'POST /api/setup', 'POST /api/enquiries', 'POST /api/quotes', 'POST /api/quotes/:token/approve', 'POST /api/counts']);
// The spreadsheet import writes one entry for the whole file itself (spreadsheet/import-audit.ts).
NOT_AUDITED.add('POST /api/listings/import');

/**
 * The entity a route changes; a state-changing /api route missing from the table is still recorded
 * (entity = its first path segment, without field values). Null: not recorded here.
 */
export function auditedEntityOf(method: string, url: string): AuditedEntity | { entity: string; read?: undefined; extra?: undefined } | null {
  const path = url.length > 1 ? url.replace(/\/$/, '') : url;
  if (!path.startsWith('/api/') || NOT_AUDITED.has(`${method} ${path}`)) return null;
  const found = AUDITED.find(([pattern]) => pattern.test(path));
  if (found) return found[1];
  return { entity: path.split('/')[2] || 'unknown' };
}
