import type { Generated } from 'kysely';

/** Table types for Kysely. Times are ISO-8601 text (UTC, ms) so both dialects sort them alike. */
export interface UsersTable {
  id: string;
  name: string;
  name_key: string;
  password_hash: string;
  mobile: string;
  mobile_key: string | null;
  created_at: string;
}
interface SessionsTable {
  id: string;
  user_id: string;
  expires_at: string;
  created_at: string;
}
interface CategoriesTable {
  id: string;
  name: string;
  name_key: string;
  image_url: string;
  created_at: string;
  /** Issue 19 (migration 013): the Hindi version; null until the owner writes one. */
  name_hi: string | null;
  /** Issue 28 (migration 019): the HSN/SAC code and GST rate of its listings that set none; '' to use the shop's. */
  hsn: Generated<string>;
  gst_rate: Generated<string>;
}
interface SubcategoriesTable {
  id: string;
  category_id: string;
  name: string;
  name_key: string;
  image_url: string;
  created_at: string;
  /** Issue 19 (migration 013): the Hindi version; null until the owner writes one. */
  name_hi: string | null;
}
interface ReligionsTable {
  id: string;
  name: string;
  name_key: string;
  created_at: string;
}
export interface ListingsTable {
  id: string;
  title: string;
  description: string;
  price: string;
  discount_price: string | null;
  moq: number;
  favorite: string;
  location: string;
  category_id: string;
  subcategory_id: string;
  religion_id: string | null;
  created_at: string;
  updated_at: string;
  /** JSON lists (issue 9): price tiers, options, personalisation zones; '[]' unless given. */
  price_tiers: Generated<string>;
  options: Generated<string>;
  fields: Generated<string>;
  /** Issue 18 (migration 010): HSN code (4–8 digits) and GST rate ("18"); '' until the owner sets them. */
  hsn: Generated<string>;
  gst_rate: Generated<string>;
  /** Issue 19 (migration 013): the Hindi version; null until the owner writes one. */
  title_hi: string | null;
  description_hi: string | null;
  /** Issue 28 (migration 020): the GST unit (UQC) its bill lines count in; 'NOS' until the owner picks another. */
  uqc: Generated<string>;
  /** Issue 29 (migration 021): JSON {widthMm, heightMm, bleedMm, sides}; null until set. */
  print: string | null;
  /** Issue 29 (migration 024): finishing one piece costs the shop this, in paise; the owner's alone. */
  finishing_paise: Generated<string | number | bigint>;
}
interface ListingImagesTable {
  listing_id: string;
  position: number;
  url: string;
}
export interface BannersTable {
  id: string;
  name: string;
  image_url: string;
  alt_text: string;
  created_at: string;
  /** Issue 19 (migration 013): the Hindi version; null until the owner writes one. */
  name_hi: string | null;
  alt_text_hi: string | null;
}
export interface SiteConfigsTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  fb: string;
  insta: string;
  twitter: string;
  linked_in: string;
  logo: string;
  created_at: string;
  /** Issue 19 (migration 013): the Hindi version; null until the owner writes one. */
  name_hi: string | null;
  address_hi: string | null;
}
export interface GalleryImagesTable {
  id: string;
  url: string;
  title: string;
  category: string;
  subcategory: string;
  price: string;
  instagram_url: string;
  size: string;
  religions: string;
  seo_title: string;
  seo_description: string;
  seo_keywords: string;
  created_at: string;
}
interface LookupsTable {
  id: string;
  kind: string;
  name: string;
  name_key: string;
  created_at: string;
}
export interface EnquiriesTable {
  id: string;
  name: string;
  email: string;
  message: string;
  handled: number;
  created_at: string;
  /** Issue 19 (migration 013): the language the visitor used, 'en' or 'hi'. */
  lang: Generated<string>;
}
export interface AuditLogTable {
  id: string;
  at: string;
  user_id: string | null;
  user_name: string;
  ip: string;
  action: string;
  entity: string;
  record_id: string | null;
  label: string;
  /** JSON {field: {before, after}}. */
  changes: string;
}
export interface QuotesTable {
  id: string;
  token: string;
  listing_id: string | null;
  listing_title: string;
  quantity: number;
  /** JSON {option: label}. */
  choices: string;
  /** JSON {fieldKey: text}. */
  texts: string;
  name: string;
  phone: string;
  estimate_per_piece: string;
  estimate_total: string;
  /** The job's stage (contract/quote-stages.ts); the column kept its old name (migration 007). */
  status: Generated<string>;
  final_price: string | null;
  note: Generated<string>;
  approved_at: string | null;
  created_at: string;
  updated_at: string;
  /** `SGP-2026-27-0042`, given when first priced (migration 009); unique. */
  order_number: string | null;
  /** Issue 19 (migration 013): the language the visitor used, 'en' or 'hi'. */
  lang: Generated<string>;
  /** The phone's digits alone, what the owner's search compares (migration 017). */
  phone_digits: Generated<string>;
  /** Issue 29 (migration 022): the day the owner promised the job, YYYY-MM-DD (IST); null until set. */
  due_on: Generated<string | null>;
}
/** Issue 17: the last order number given in each financial year ('2026-27'). */
interface OrderCountersTable {
  financial_year: string;
  last_number: number;
}
/** One row (id 1) once the owner has chosen the order numbers' prefix. */
/** The shop's billing settings: one row, id 1 (migration 010). */
interface BillingSettingsTable {
  id: number;
  upi_id: string;
  upi_name: string;
  advance_percent: number;
  gst_mode: string;
  gstin: string;
  legal_name: string;
  address: string;
  state: string;
  number_prefix: string;
  updated_at: string;
  /** Issue 28 (migration 019): the HSN/SAC code and GST rate of items whose listing and category set none; '' until set. */
  default_hsn: Generated<string>;
  default_gst_rate: Generated<string>;
}
/** A payment the owner recorded against a job; a reversal is a negative amount with a reason (migration 011). */
interface QuotePaymentsTable {
  id: string;
  quote_id: string;
  /** Integer paise; bigint on PostgreSQL (read as text), integer on SQLite. */
  amount_paise: string | number | bigint;
  method: string;
  reference: Generated<string>;
  received_on: string;
  reason: Generated<string>;
  created_at: string;
  /** Issue 31 (migration 026): the gateway's payment id (pay_…), unique; null for what the owner recorded. */
  gateway_payment_id: Generated<string | null>;
  /** Issue 31: what the owner should look at on a gateway payment ('' when nothing; contract/gateway.ts). */
  to_check: Generated<string>;
}
/** Issue 31: the payment gateway's settings, one row, id 1 (migration 026); the secrets are never answered. */
interface GatewaySettingsTable {
  id: number;
  provider: string;
  key_id: string;
  key_secret: string;
  webhook_secret: string;
  updated_at: string;
}
/** Issue 31: a payment link made for a customer (migration 026). */
interface GatewayLinksTable {
  id: string;
  quote_id: string;
  provider: string;
  link_id: string | null;
  reference: string;
  short_url: Generated<string>;
  amount_paise: string | number | bigint;
  status: string;
  created_at: string;
  updated_at: string;
}
/** Issue 18: the last bill number given in each financial year (migration 012). */
interface InvoiceCountersTable {
  financial_year: string;
  last_number: number;
}
/** A bill: its frozen model (JSON), void or not; never deleted (migration 012). */
interface InvoicesTable {
  id: string;
  number: string;
  quote_id: string;
  financial_year: string;
  model: string;
  voided_at: string | null;
  void_reason: Generated<string>;
  created_at: string;
  /** The PDF as drawn from the model (VOID once voided); null until drawn (migration 016). */
  pdf: Buffer | null;
}
/** A UTR the customer typed after paying by UPI: a claim for the owner to check, never money (migration 011). */
interface QuoteUtrClaimsTable {
  id: string;
  quote_id: string;
  utr: string;
  created_at: string;
}
interface OrderSettingsTable {
  id: number;
  prefix: string;
}
/** One step of a quote's timeline (migration 007). */
interface QuoteTimelineTable {
  quote_id: string;
  /** 1, 2, 3, … per quote. */
  step: number;
  stage: string;
  at: string;
  note: string | null;
}
/** A numbered proof of a quote (migration 008); `file` null is version 1, the drawn preview. */
/** Issue 29 (migration 021): one row (id 1) once the owner saves the printing settings. */
interface PrintingSettingsTable {
  id: number;
  /** JSON [{name, widthMm, heightMm, costPaise}]. */
  sheets: string;
  margin_mm: number;
  wastage_percent: number;
}
export interface QuoteProofsTable {
  id: string;
  quote_id: string;
  version: number;
  file: string | null;
  attachment: string | null;
  note: Generated<string>;
  /** pending | changes | approved */
  status: Generated<string>;
  created_at: string;
  approved_at: string | null;
  approved_price: string | null;
  approved_wording: string | null;
}
/** A customer's change request on one version; the pin in ten-thousandths of the proof. */
interface QuoteCommentsTable {
  id: string;
  quote_id: string;
  version: number;
  comment: string;
  pin_x: number | null;
  pin_y: number | null;
  created_at: string;
}
/** A photo or logo the customer attached to their quote (issue 17, item 6). */
interface QuoteFilesTable {
  id: string;
  quote_id: string;
  /** 1 to 10 per quote. */
  slot: number;
  file: string;
  name: string;
  created_at: string;
}
/** Issue 30 (migration 023): one card of a customer's sheet of names, for one proof version. */
interface QuoteRecordsTable {
  id: string;
  quote_id: string;
  version: number;
  /** The sheet's row (its header is row 1). */
  row_number: number;
  /** JSON {zoneKey: text}. */
  texts: string;
  /** The private store's key of the row's cropped photo. */
  photo: string | null;
  /** JSON [{field, en, hi}]: what is wrong with the row, in both languages. */
  problems: Generated<string>;
  created_at: string;
}
/** One row (id 1): bumped by every write, so every process knows when its cached answers are stale. */
/** Issue 16: one row (id 1) once the first admin has been set up through POST /api/setup. */
interface ShopSetupTable {
  id: number;
  done_at: string;
}
/** Issue 20: who holds a job shared by several processes, and until when (epoch ms; migration 015). */
interface LeasesTable {
  name: string;
  holder: string;
  expires_at: number | string;
}
/** The shop's VAPID key pair (base64url), one row, id 1 (migration 018); unused when VAPID_* are set. */
interface PushKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: string;
}
/** A device of a shop user that gets the owner's notifications (migration 018); the endpoint is unique. */
interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
  updated_at: string;
}
interface DataVersionTable {
  id: number;
  version: number;
}

/** Issue 11: per shop day (YYYY-MM-DD, India) and design, what visitors did; kept 400 days. */
interface ListingCountsTable {
  day: string;
  listing_id: string;
  views: number;
  whatsapp: number;
  quotes: number;
  shares: number;
}
/** Per shop day and search text (lower-cased): how often it was searched, how often it found nothing. */
interface SearchCountsTable {
  day: string;
  text: string;
  searches: number;
  empty: number;
}

/** Issue 31 (migration 027): what a customer's account keeps beyond their quotes; a row once either is set. */
interface CustomersTable {
  id: string;
  /** +919822012345, the normalised number. */
  phone: string;
  /** Integer paise; bigint on PostgreSQL (read as text). */
  opening_paise: Generated<string | number | bigint>;
  opening_on: string | null;
  updated_at: string;
}
/** A reminder the owner sent a customer (migration 027). */
interface CustomerRemindersTable {
  id: string;
  customer_id: string;
  sent_at: string;
  balance_paise: string | number | bigint;
  user_id: string | null;
  user_name: Generated<string>;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  categories: CategoriesTable;
  subcategories: SubcategoriesTable;
  religions: ReligionsTable;
  listings: ListingsTable;
  listing_images: ListingImagesTable;
  banners: BannersTable;
  site_configs: SiteConfigsTable;
  gallery_images: GalleryImagesTable;
  lookups: LookupsTable;
  enquiries: EnquiriesTable;
  audit_log: AuditLogTable;
  quotes: QuotesTable;
  quote_timeline: QuoteTimelineTable;
  order_counters: OrderCountersTable;
  order_settings: OrderSettingsTable;
  billing_settings: BillingSettingsTable;
  quote_payments: QuotePaymentsTable;
  gateway_settings: GatewaySettingsTable;
  gateway_links: GatewayLinksTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  quote_utr_claims: QuoteUtrClaimsTable;
  quote_proofs: QuoteProofsTable;
  printing_settings: PrintingSettingsTable;
  quote_comments: QuoteCommentsTable;
  quote_files: QuoteFilesTable;
  quote_records: QuoteRecordsTable;
  data_version: DataVersionTable;
  leases: LeasesTable;
  push_keys: PushKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  shop_setup: ShopSetupTable;
  listing_counts: ListingCountsTable;
  search_counts: SearchCountsTable;
  customers: CustomersTable;
  customer_reminders: CustomerRemindersTable;
}
