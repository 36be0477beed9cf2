import type { AuditChanges } from '../../../contract/audit.ts';
import {
  GATEWAY_MESSAGES as M,
  GATEWAY_PROVIDERS,
  type GatewayProvider,
  type GatewaySettingsAnswer,
  type GatewaySettingsInput,
} from '../../../contract/gateway.ts';
import type { Database } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';

const ROW_ID = 1;

/** The settings as stored, secrets included: for this module's own calls to the provider, never for an answer. */
export interface GatewaySettings {
  provider: GatewayProvider;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

const NONE: GatewaySettings = { provider: 'none', keyId: '', keySecret: '', webhookSecret: '' };

export async function readGatewaySettings(db: Database): Promise<GatewaySettings> {
  const row = await db.selectFrom('gateway_settings').selectAll().where('id', '=', ROW_ID).executeTakeFirst();
  if (!row) return { ...NONE };
  const provider = (GATEWAY_PROVIDERS as readonly string[]).includes(row.provider) ? (row.provider as GatewayProvider) : 'none';
  return { provider, keyId: row.key_id, keySecret: row.key_secret, webhookSecret: row.webhook_secret };
}

/** What the owner is told: whether each secret is set, never the secret. */
export const settingsAnswer = (s: GatewaySettings): GatewaySettingsAnswer => ({
  provider: s.provider,
  keyId: s.keyId,
  keySecretSet: s.keySecret !== '',
  webhookSecretSet: s.webhookSecret !== '',
});

/** The provider chosen, with what it needs to be asked: the settings when online payment is on, else undefined. */
export async function activeGateway(db: Database): Promise<GatewaySettings | undefined> {
  const s = await readGatewaySettings(db);
  return s.provider !== 'none' && s.keyId && s.keySecret && s.webhookSecret ? s : undefined;
}

export type SaveOutcome = { status: 'refused'; message: string } | { status: 'done'; answer: GatewaySettingsAnswer; changes: AuditChanges };

/**
 * Saves the form; a blank secret keeps the stored one. Turning Razorpay on needs both secrets, given now
 * or before. What changed is said for the audit trail, a secret only as "changed".
 */
export async function saveGatewaySettings(db: Database, input: GatewaySettingsInput): Promise<SaveOutcome> {
  return db.transaction().execute(async (trx): Promise<SaveOutcome> => {
    const before = await readGatewaySettings(trx);
    const after: GatewaySettings = {
      provider: input.provider,
      keyId: input.keyId,
      keySecret: input.keySecret || before.keySecret,
      webhookSecret: input.webhookSecret || before.webhookSecret,
    };
    if (after.provider === 'razorpay' && !after.keySecret) return { status: 'refused', message: M.keySecret };
    if (after.provider === 'razorpay' && !after.webhookSecret) return { status: 'refused', message: M.webhookSecret };
    const values = { provider: after.provider, key_id: after.keyId, key_secret: after.keySecret, webhook_secret: after.webhookSecret, updated_at: nowIso() };
    await trx
      .insertInto('gateway_settings')
      .values({ id: ROW_ID, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
    const changes: AuditChanges = {};
    if (before.provider !== after.provider) changes.provider = { before: before.provider, after: after.provider };
    if (before.keyId !== after.keyId) changes.keyId = { before: before.keyId, after: after.keyId };
    // That a secret changed, never what it is (as a user's password).
    if (before.keySecret !== after.keySecret) changes.keySecret = { before: null, after: 'changed' };
    if (before.webhookSecret !== after.webhookSecret) changes.webhookSecret = { before: null, after: 'changed' };
    return { status: 'done', answer: settingsAnswer(after), changes };
  });
}
