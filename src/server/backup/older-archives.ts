import type { Kysely } from 'kysely';
import { carrySetupMarker } from '../db/migrations/006-shop-setup.ts';
import { stagesFromStatuses } from '../db/migrations/007-quote-stages.ts';
import { numberPricedQuotes } from '../modules/quotes/order-numbers.repository.ts';
import { fillPhoneDigits } from '../modules/quotes/phone-search.ts';

/**
 * A restore creates this version's tables, then inserts the archive's rows as they were. A migration
 * that moved or rewrote rows did so only to the shops that existed when it ran; for an archive taken
 * before it, its data step runs again here. Only such migrations have an entry.
 */
const DATA_STEPS: Record<string, (db: Kysely<any>) => Promise<void>> = {
  '006-shop-setup': carrySetupMarker,
  '007-quote-stages': stagesFromStatuses,
  '009-order-numbers': numberPricedQuotes,
  '017-phone-digits': fillPhoneDigits,
};

/** Runs, in the restore's transaction, the data steps of the migrations the archive's shop had not had. */
export async function bringRowsForward(db: Kysely<any>, archiveMigrations: string[]): Promise<void> {
  for (const [migration, step] of Object.entries(DATA_STEPS)) {
    if (!archiveMigrations.includes(migration)) await step(db);
  }
}
