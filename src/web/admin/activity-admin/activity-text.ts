import type { AuditEntry, AuditValue } from '../../../contract/audit.ts';

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

/** A value as text; lists are shown item by item by the card. */
export function valueText(value: Exclude<AuditValue, string[]>): string {
  if (value === null) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value === '') return '(empty)';
  return String(value);
}

const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'medium' });

/** In the browser's own time zone. */
export function localTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}
