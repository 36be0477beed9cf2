import type { User } from '../../../contract/users.ts';
import { isUniqueViolation, type Database } from '../../db/database.ts';
import { nowIso } from '../../lib/ids.ts';
import { createUser } from '../users/users.repository.ts';

/** Thrown inside the setup's transaction so that nothing of it is kept. */
class SetupClosed extends Error {}

/**
 * The first admin and the shop_setup row (migration 006) in one transaction. The row's primary key
 * settles a race: of two setups, only one gets past its insert; the other, or a setup meeting a
 * name or mobile already taken, keeps nothing and answers 'closed'.
 */
export async function createFirstAdmin(
  db: Database,
  input: { name: string; password: string; mobile: string },
): Promise<{ status: 'created'; user: User } | { status: 'closed' }> {
  try {
    const user = await db.transaction().execute(async (trx) => {
      try {
        await trx.insertInto('shop_setup').values({ id: 1, done_at: nowIso() }).execute();
      } catch (err) {
        throw isUniqueViolation(err) ? new SetupClosed() : err;
      }
      const result = await createUser(trx, input);
      if (result.status === 'exist') throw new SetupClosed();
      return result.user;
    });
    return { status: 'created', user };
  } catch (err) {
    if (err instanceof SetupClosed) return { status: 'closed' };
    throw err;
  }
}
