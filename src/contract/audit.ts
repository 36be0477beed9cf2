import { z } from 'zod';
import { listAnswer } from './answers.ts';
import { pageFields, searchText } from './paging.ts';

/** The audit trail (issue 7, item 7): who changed what, and every login. */

export type AuditAction = 'create' | 'update' | 'delete' | 'login' | 'login-failed' | 'logout' | 'setup';

/** The records the back office changes; the names GET /api/audit?entity= takes. */
export const AUDIT_ENTITIES = [
  'listing',
  'category',
  'subcategory',
  'religion',
  'banner',
  'site-config',
  'user',
  'gallery-image',
  'lookup',
  'enquiry',
  'quote',
  'order-settings',
  'proof',
  'billing-settings',
  'printing-settings',
  'invoice',
  'payment',
  'gateway-settings',
  'customer',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** A field's value as recorded: plain values, or a list (a listing's image URLs). */
const AuditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]);
export type AuditValue = z.infer<typeof AuditValueSchema>;

/** create: before is null; delete: after is null; update: only the fields that changed. */
const AuditChangeSchema = z.object({ before: AuditValueSchema, after: AuditValueSchema });
export type AuditChanges = Record<string, z.infer<typeof AuditChangeSchema>>;

const AuditEntrySchema = z.object({
  _id: z.string(),
  /** ISO-8601, UTC. */
  at: z.string(),
  /** Null for a failed login (userName is then the name tried). */
  userId: z.string().nullable(),
  userName: z.string(),
  ip: z.string(),
  action: z.string(),
  entity: z.string(),
  recordId: z.string().nullable(),
  /** The record's name or title at the time ('' when it has none). */
  label: z.string(),
  changes: z.record(z.string(), AuditChangeSchema),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditListSchema = listAnswer(AuditEntrySchema);

export const AUDIT_PAGE = { default: 50, max: 200 } as const;

/** GET /api/audit's query: every value optional, each wrong one named in a 400. */
export const AuditQuerySchema = z.object({
  /** A user id, or a user name (also the name tried in a failed login). */
  // No NUL: PostgreSQL cannot take one in a query (it answered 500).
  user: z
    .string({ error: 'user must be given once.' })
    .trim()
    .min(1, 'user must not be empty.')
    .max(100, 'user must be at most 100 characters.')
    .refine((s) => !s.includes('\u0000'), 'user must not contain NUL characters.')
    .optional(),
  entity: z.enum(AUDIT_ENTITIES, { error: `entity must be one of: ${AUDIT_ENTITIES.join(', ')}.` }).optional(),
  /** Text within the record's name or the user's name (any case), matched literally. */
  q: searchText(),
  ...pageFields(AUDIT_PAGE.max),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
