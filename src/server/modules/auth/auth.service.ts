import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_MIN } from '../../../contract/users.ts';
import type { Database } from '../../db/database.ts';
import type { AppConfig } from '../../env.ts';
import { DUMMY_HASH, verifyPassword } from '../../lib/password.ts';
import { countUsers, createUser, findUserByName } from '../users/users.repository.ts';

export const SETUP_CLOSED = 'The shop already has an admin. Please log in.';

/** The account of this name, if any, and whether the password is its own. */
export async function checkCredentials(db: Database, name: string, password: string) {
  const user = await findUserByName(db, name);
  // An unknown name is checked against a dummy hash: both answers take as long, so timing tells nothing.
  const valid = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  return { user, valid: Boolean(user) && valid };
}

/** The first admin can be created (POST /api/setup) only while the shop has no user at all. */
export async function needsSetup(db: Database): Promise<boolean> {
  return (await countUsers(db)) === 0;
}

/** At start: the admin from ADMIN_USER/ADMIN_PASSWORD, or a hint on how to create the first one. */
export async function ensureFirstAdmin(db: Database, admin: AppConfig['admin'], log: Pick<FastifyBaseLogger, 'info' | 'warn'>): Promise<void> {
  if (admin) {
    if (!(await findUserByName(db, admin.name))) {
      const result = await createUser(db, { name: admin.name, password: admin.password, mobile: admin.mobile });
      if (result.status === 'notexist') log.info({ user: admin.name }, 'created the admin from ADMIN_USER');
      // Several processes starting at once on one database: another one made it a moment ago.
      else if (!(await findUserByName(db, admin.name))) log.warn('ADMIN_USER could not be created: its mobile number (ADMIN_MOBILE) is taken');
    }
    if (admin.password.length < PASSWORD_MIN) log.warn(`ADMIN_PASSWORD is shorter than ${PASSWORD_MIN} characters`);
    return;
  }
  if (await needsSetup(db)) {
    log.info(
      'No admin yet. Open /login in a browser to create the first one, POST /api/setup {"User_name","Password"}, or start with ADMIN_USER and ADMIN_PASSWORD set.',
    );
  }
}
