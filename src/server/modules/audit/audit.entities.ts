import type { AuditChanges, AuditEntity, AuditValue } from '../../../contract/audit.ts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { findBanner } from '../banners/banners.repository.ts';
import { findCategory } from '../categories/categories.repository.ts';
import { findEnquiry } from '../enquiries/enquiries.repository.ts';
import { findGalleryImage } from '../gallery/gallery.repository.ts';
import { findListing } from '../listings/listings.repository.ts';
import type { Listing } from '../../../contract/listings.ts';
import { signedText } from '../../../contract/payments.ts';
import { findQuote } from '../quotes/quotes.repository.ts';
import { fromPaise } from '../../../contract/price-estimate.ts';
import { amountsOf, modelFromJson } from '../invoices/invoice-model.ts';
import { findInvoiceRow } from '../invoices/invoices.service.ts';
import { readOrderSettings } from '../order-settings/order-settings.repository.ts';
import { readBillingSettings } from '../billing-settings/billing-settings.repository.ts';
import { printingAnswer, readPrinting } from '../printing/printing-settings.repository.ts';
import { findReligion } from '../religions/religions.repository.ts';
import { findSiteConfig } from '../site-config/site-config.repository.ts';
import { findSubcategory } from '../subcategories/subcategories.repository.ts';
import { findUserById } from '../users/users.repository.ts';

/** A record as the audit trail shows it: readable fields only, never a password or a hash. */
export type Snapshot = Record<string, AuditValue>;

export interface AuditedEntity {
  /** The record's fields as they are now, or undefined when it does not exist. */
  read: (db: Database, id: string) => Promise<Snapshot | undefined>;
  /** Changes the snapshots cannot show (a new password: that it changed, never what it is). */
  extra?: (request: FastifyRequest) => AuditChanges;
}

/** The Hindi fields that exist, as fields of their own ("titleInHindi"): a change of one is recorded as any field's. */
function inHindi(translations: { hi?: Record<string, string | undefined> } | undefined): Snapshot {
  return Object.fromEntries(Object.entries(translations?.hi ?? {}).map(([key, value]) => [`${key}InHindi`, value ?? null]));
}

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
  'translations',
]);

/** A listing as the trail records it (also the spreadsheet import's one entry). */
export function listingSnapshot(l: Listing): Snapshot {
  // Every field of the answer but ids and times, references by their names: a new field is recorded with no change here.
  // Lists of records (price tiers, options, zones) are recorded an entry a line, as JSON.
  const own = Object.entries(l)
    .filter(([key]) => !LISTING_NOT_RECORDED.has(key))
    .map(([key, v]) => [key, Array.isArray(v) ? v.map((x: unknown) => (typeof x === 'string' ? x : JSON.stringify(x))) : v]);
  return { ...(Object.fromEntries(own) as Snapshot), ...inHindi(l.translations), category: l.categoryName, religion: l.religionName };
}

/**
 * How to read each entity a route may declare as `audit` (lib/route-policy.ts), for the before and
 * after of a change. The listing's images are part of it, in their order.
 */
export const AUDIT_READERS: Readonly<Record<AuditEntity, AuditedEntity>> = {
  listing: {
    read: async (db, id) => {
      // The owner's Activity: a changed finishing cost is recorded too.
      const l = await findListing(db, id, { owner: true });
      return l && listingSnapshot(l);
    },
  },
  category: {
    read: async (db, id) => {
      const c = await findCategory(db, id);
      if (!c) return undefined;
      // A category's delete takes its (unused) subcategories with it: they are named here.
      const subs = await db.selectFrom('subcategories').select('name').where('category_id', '=', id).orderBy('name').execute();
      return { name: c.name, ...inHindi(c.translations), image: c.imageUrl, subcategories: subs.map((s) => s.name) };
    },
  },
  subcategory: {
    read: async (db, id) => {
      const s = await findSubcategory(db, id);
      return s && { name: s.name, ...inHindi(s.translations), category: s.category.name, image: s.imageUrl };
    },
  },
  religion: {
    read: async (db, id) => {
      const r = await findReligion(db, id);
      return r && { name: r.name };
    },
  },
  banner: {
    read: async (db, id) => {
      const b = await findBanner(db, id);
      return b && { name: b.name, altText: b.altText, ...inHindi(b.translations), image: b.imageUrl };
    },
  },
  'site-config': {
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
  },
  user: {
    // Named field by field: the row also holds the password's hash.
    read: async (db, id) => {
      const u = await findUserById(db, id);
      return u && { name: u.name, mobile: u.mobile };
    },
    extra: (request): AuditChanges => {
      const password = (request.body as { Password?: unknown } | null)?.Password;
      return request.method === 'PUT' && typeof password === 'string' && password !== '' ? { password: { before: null, after: 'changed' } } : {};
    },
  },
  'gallery-image': {
    read: async (db, id) => {
      const g = await findGalleryImage(db, id);
      if (!g) return undefined;
      const { _id, createdAt: _createdAt, ...fields } = g;
      return fields;
    },
  },
  lookup: {
    read: async (db, id) => {
      const row = await db.selectFrom('lookups').select(['kind', 'name']).where('id', '=', id).executeTakeFirst();
      return row && { list: row.kind, name: row.name };
    },
  },
  enquiry: {
    read: async (db, id) => {
      const e = await findEnquiry(db, id);
      return e && { name: e.name, email: e.email, message: e.message, handled: e.handled };
    },
  },
  quote: {
    read: async (db, id) => {
      const q = await findQuote(db, id);
      return q && { name: q.name, title: q.listingTitle, orderNumber: q.orderNumber, stage: q.stage, finalPrice: q.finalPrice, note: q.note, dueOn: q.dueOn };
    },
  },
  // One setting: its route records its change itself (NOT_AUDITED).
  'order-settings': {
    read: async (db) => ({ prefix: (await readOrderSettings(db)).prefix }),
  },
  // One setting: its route records its change itself (NOT_AUDITED).
  'billing-settings': {
    read: async (db) => ({ ...(await readBillingSettings(db)) }),
  },
  // One setting: its route records its change itself (NOT_AUDITED).
  'printing-settings': {
    read: async (db) => {
      const s = printingAnswer(await readPrinting(db));
      return { sheets: JSON.stringify(s.sheets), marginMm: s.marginMm, wastagePercent: s.wastagePercent };
    },
  },
  proof: {
    read: async (db, id) => {
      const p = await db
        .selectFrom('quote_proofs')
        .innerJoin('quotes', 'quotes.id', 'quote_proofs.quote_id')
        .select(['quotes.name', 'quotes.listing_title', 'quotes.order_number', 'quote_proofs.version', 'quote_proofs.note', 'quote_proofs.attachment'])
        .where('quote_proofs.id', '=', id)
        .executeTakeFirst();
      return p && { name: p.name, title: p.listing_title, orderNumber: p.order_number, version: Number(p.version), note: p.note, pdf: p.attachment !== null };
    },
  },
  invoice: {
    read: async (db, id) => {
      const bill = await findInvoiceRow(db, id);
      if (!bill) return undefined;
      const model = modelFromJson(bill.model, bill.voided_at !== null);
      return {
        title: bill.number,
        customer: model.customer.name,
        total: fromPaise(amountsOf(model).grandTotalPaise),
        void: bill.voided_at !== null,
        voidReason: bill.void_reason,
      };
    },
  },
  payment: {
    read: async (db, id) => {
      const p = await db
        .selectFrom('quote_payments')
        .innerJoin('quotes', 'quotes.id', 'quote_payments.quote_id')
        .select(['quotes.name', 'quotes.order_number', 'quote_payments.amount_paise', 'quote_payments.method', 'quote_payments.reference'])
        .select(['quote_payments.received_on', 'quote_payments.reason'])
        .where('quote_payments.id', '=', id)
        .executeTakeFirst();
      return (
        p && {
          name: p.name,
          orderNumber: p.order_number,
          amount: signedText(BigInt(p.amount_paise)),
          method: p.method,
          reference: p.reference,
          receivedOn: p.received_on,
          reason: p.reason,
        }
      );
    },
  },
};

/**
 * The state-changing /api routes that declare no `audit`, by design: recorded by their own code
 * (logins, logout and setup: auth.routes.ts; the spreadsheet import writes one entry for the whole
 * file) or no change of the admin's (a visitor's enquiry, quote or count). The audit test holds every
 * other write to declaring its entity.
 */
export const NOT_AUDITED: ReadonlySet<string> = new Set([
  'POST /api/users/login',
  'POST /api/users/logout',
  'POST /api/setup',
  'POST /api/enquiries',
  'POST /api/quotes',
  'POST /api/quotes/:token/approve',
  'POST /api/quotes/:token/changes',
  'POST /api/quotes/:token/files',
  'POST /api/quotes/:token/utr',
  // A sheet of names, sent by the customer or the owner through one route (a token or the job's id):
  // kept as the job's rows with the proof version they belong to, which is their record.
  'POST /api/quotes/:token/records',
  'POST /api/counts',
  'POST /api/listings/import',
  'PUT /api/order-settings',
  'PUT /api/settings/billing',
  'PUT /api/settings/printing',
  // A device of the signed-in user's, not the shop's data (decision 034).
  'POST /api/push/subscriptions',
  'DELETE /api/push/subscriptions',
]);

/** What each registered route declared as `audit`, by "METHOD /url" (filled as routes are added). */
const declared = new Map<string, AuditEntity>();

export function declareAudited(method: string, url: string, entity: AuditEntity): void {
  declared.set(`${method} ${url.length > 1 ? url.replace(/\/$/, '') : url}`, entity);
}

/** The entity a registered route declared it changes, with how to read it; null when it declared none. */
export function auditedEntityOf(method: string, url: string): (AuditedEntity & { entity: AuditEntity }) | null {
  const entity = declared.get(`${method} ${url.length > 1 ? url.replace(/\/$/, '') : url}`);
  return entity ? { entity, ...AUDIT_READERS[entity] } : null;
}
