import type { AuditChanges, AuditEntity, AuditValue } from '../../../contract/audit.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';

/** A record as the audit trail shows it: readable fields only, never a password or a hash. */
export type Snapshot = Record<string, AuditValue>;

/** How the activity log reads one entity: each module declares its own, beside its routes (decision 046). */
export interface AuditedEntity {
  /** The record's fields as they are now, or undefined when it does not exist. */
  read: (db: Database, id: string) => Promise<Snapshot | undefined>;
  /** Changes the snapshots cannot show (a new password: that it changed, never what it is). */
  extra?: (request: FastifyRequest) => AuditChanges;
}

/** The Hindi fields that exist, as fields of their own ("titleInHindi"): a change of one is recorded as any field's. */
export function inHindi(translations: { hi?: Record<string, string | undefined> } | undefined): Snapshot {
  return Object.fromEntries(Object.entries(translations?.hi ?? {}).map(([key, value]) => [`${key}InHindi`, value ?? null]));
}

/** Where an app keeps the readings its modules declared (a decoration, so a module's own scope reaches it). */
const READINGS = Symbol('audit readings');
type Readings = Map<AuditEntity, AuditedEntity>;
const readingsOf = (app: FastifyInstance) => (app as unknown as Record<symbol, Readings | undefined>)[READINGS];

/** The app's readings, empty until its modules declare theirs (registerAudit, before any route). */
export function keepAuditReadings(app: FastifyInstance): Readings {
  const readings: Readings = new Map();
  app.decorate(READINGS, readings);
  return readings;
}

/**
 * A module's declaration of how the activity log reads its entity: called in its routes plugin before
 * the routes that declare `audit: entity`. A route declaring an entity no module reads stops the
 * server at start (audit.hooks.ts), as a route without a policy does; so do two readings of one entity.
 */
export function registerAuditReader(app: FastifyInstance, entity: AuditEntity, reading: AuditedEntity): void {
  const readings = readingsOf(app);
  if (!readings) throw new Error(`The ${entity} reading for the activity log came before registerAudit(app): register the audit hooks first (app.ts).`);
  const known = readings.get(entity);
  if (known && known !== reading) throw new Error(`Two readings of a ${entity} for the activity log: one module declares it (decision 046).`);
  readings.set(entity, reading);
}

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
  'PUT /api/settings/gateway',
  // The gateway's webhook (no user: a signed event) and a customer's "Pay online" (a link at the gateway,
  // kept with the job); the owner's "Check with Razorpay" records only what the gateway confirms, as the webhook does.
  'POST /api/payments/webhooks/razorpay',
  'POST /api/quotes/:token/pay-online',
  'POST /api/quotes/:id/gateway-check',
  // A device of the signed-in user's, not the shop's data (decision 034).
  'POST /api/push/subscriptions',
  'DELETE /api/push/subscriptions',
]);

/** An audited route's entity, with how to read it. */
export type AuditTarget = AuditedEntity & { entity: AuditEntity };

/** What each registered route declared as `audit`, with how to read it, by "METHOD /url" (filled as routes are added). */
const declared = new Map<string, AuditTarget>();

export function declareAudited(method: string, url: string, target: AuditTarget): void {
  declared.set(`${method} ${url.length > 1 ? url.replace(/\/$/, '') : url}`, target);
}

/** The entity a registered route declared it changes, with how to read it; null when it declared none. */
export function auditedEntityOf(method: string, url: string): AuditTarget | null {
  return declared.get(`${method} ${url.length > 1 ? url.replace(/\/$/, '') : url}`) ?? null;
}
