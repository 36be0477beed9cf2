import type { AuditChanges } from '../../../contract/audit.ts';
import type { BillingSettings, BillingSettingsInput } from '../../../contract/billing-settings.ts';
import type { Database } from '../../db/database.ts';
import { changesBetween } from '../audit/audit.diff.ts';
import { readBillingSettings, saveBillingSettings } from './billing-settings.repository.ts';

/**
 * Saves the whole form (already checked by BillingSettingsInputSchema) and says what changed, for the
 * audit trail. Read and write in one transaction, so that two saves at once each record the change
 * from the settings they replaced.
 */
export async function changeBillingSettings(db: Database, input: BillingSettingsInput): Promise<{ settings: BillingSettings; changes: AuditChanges }> {
  return db.transaction().execute(async (trx) => {
    const before = await readBillingSettings(trx);
    const settings = await saveBillingSettings(trx, input);
    return { settings, changes: changesBetween(before, settings) };
  });
}
