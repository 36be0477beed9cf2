import type { AuditEntry, AuditValue } from '../../../contract/audit.ts';
import { formatRupees } from '../../../contract/money.ts';
import { PAYMENT_METHOD_LABELS } from '../../../contract/payment-texts.ts';
import { QUOTE_STAGE_LABELS } from '../../../contract/quote-stages.ts';

/** The words the Activity screen shows for the audit trail's codes. */
export const ENTITY_NAMES: Record<string, string> = {
  listing: 'item',
  category: 'category',
  subcategory: 'subcategory',
  religion: 'religion',
  banner: 'banner',
  'site-config': 'configuration',
  'order-settings': 'order numbers',
  'billing-settings': 'billing settings',
  payment: 'payment',
  user: 'user',
  'gallery-image': 'gallery image',
  lookup: 'list value',
  enquiry: 'enquiry',
  invoice: 'bill',
};

const EVENTS: Record<string, string> = {
  login: 'Logged in',
  'login-failed': 'Failed login',
  logout: 'Logged out',
  setup: 'First admin created',
};
const CHANGES: Record<string, string> = { create: 'Added', update: 'Changed', delete: 'Deleted' };

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Changed category: Cups", "Failed login". */
export function headline(entry: AuditEntry): string {
  if (EVENTS[entry.action]) return EVENTS[entry.action]!;
  const noun = ENTITY_NAMES[entry.entity] ?? entry.entity;
  const text = CHANGES[entry.action] ? `${CHANGES[entry.action]} ${noun}` : capitalized(`${entry.action} ${noun}`);
  return entry.label ? `${text}: ${entry.label}` : text;
}

/** discountPrice → "Discount price". */
export const fieldName = (key: string) =>
  capitalized(
    key
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .replace(/[_-]+/g, ' ')
      .toLowerCase(),
  );

/** Signed rupees as the trail records them ("-500.50") → "−₹500.50"; any other text as it came. */
const rupees = (text: string) => (/^-?\d+(\.\d+)?$/.test(text) ? (text.startsWith('-') ? `−${formatRupees(text.slice(1))}` : formatRupees(text)) : text);
const named =
  (names: Record<string, string>) =>
  (code: string): string =>
    names[code] ?? code;

/**
 * The fields the owner reads otherwise than as recorded, by record: money (recorded as exact rupee
 * text such as "157.50", made from the paise the server counts in) in rupees, codes by their names.
 */
const READINGS: Record<string, Record<string, (text: string) => string>> = {
  payment: { amount: rupees, method: named(PAYMENT_METHOD_LABELS) },
  invoice: { total: rupees },
  quote: { finalPrice: rupees, stage: named(QUOTE_STAGE_LABELS) },
  listing: { price: rupees, discountPrice: rupees },
};

/** A value of one of a record's fields as text; lists are shown item by item by the card. */
export function valueText(value: Exclude<AuditValue, string[]>, entity = '', field = ''): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value === '') return '(empty)';
  const read = READINGS[entity]?.[field];
  return typeof value === 'string' && read ? read(value) : String(value);
}
