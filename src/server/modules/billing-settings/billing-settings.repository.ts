import { DEFAULT_BILLING_SETTINGS, GST_MODES, type BillingSettings, type BillingSettingsInput, type GstMode } from '../../../contract/billing-settings.ts';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';

const ROW_ID = 1;

/** The shop's billing settings; the defaults until the owner first saves them. */
export async function readBillingSettings(db: Database): Promise<BillingSettings> {
  const row = await db.selectFrom('billing_settings').selectAll().where('id', '=', ROW_ID).executeTakeFirst();
  if (!row) return { ...DEFAULT_BILLING_SETTINGS };
  return {
    upiId: row.upi_id,
    upiName: row.upi_name,
    advancePercent: Number(row.advance_percent),
    gstMode: (GST_MODES as readonly string[]).includes(row.gst_mode) ? (row.gst_mode as GstMode) : 'none',
    gstin: row.gstin,
    legalName: row.legal_name,
    address: row.address,
    state: row.state,
    numberPrefix: row.number_prefix,
    defaultHsn: row.default_hsn,
    defaultGstRate: row.default_gst_rate,
  };
}

/** Whether the owner has saved the settings once (until then they are the defaults, GST not chosen). */
export async function billingSettingsSaved(db: Database): Promise<boolean> {
  return Boolean(await db.selectFrom('billing_settings').select('id').where('id', '=', ROW_ID).executeTakeFirst());
}

/** The defaults may be left out (blank) by a caller that has none, as the schema lets an older client. */
type SavedSettings = Omit<BillingSettingsInput, 'defaultHsn' | 'defaultGstRate'> & Partial<Pick<BillingSettingsInput, 'defaultHsn' | 'defaultGstRate'>>;

/** Saves the whole form (checked by BillingSettingsInputSchema) in one statement. */
export async function saveBillingSettings(db: Database, input: SavedSettings): Promise<BillingSettings> {
  const values = {
    upi_id: input.upiId,
    upi_name: input.upiName,
    advance_percent: input.advancePercent,
    gst_mode: input.gstMode,
    gstin: input.gstin,
    legal_name: input.legalName,
    address: input.address,
    state: input.state,
    number_prefix: input.numberPrefix,
    default_hsn: input.defaultHsn ?? '',
    default_gst_rate: input.defaultGstRate ?? '',
    updated_at: nowIso(),
  };
  await db
    .insertInto('billing_settings')
    .values({ id: ROW_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  return readBillingSettings(db);
}
