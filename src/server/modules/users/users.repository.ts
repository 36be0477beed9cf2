import type { User } from '../../../contract/users.ts';
import { isUniqueViolation, type Database } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';
import { nameKey } from '../../../contract/fields.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { hashPassword } from '../../lib/password.ts';
import { uniqueWrite } from '../../lib/records.ts';

export const USER_NOT_FOUND = 'User not found';

/** Mobile numbers compare without spaces, dashes or brackets; the + and leading zeros count. */
const mobileKey = (mobile: string): string | null => mobile.replace(/[\s()-]/g, '') || null;

function toUser(row: UsersTable): User {
  return { _id: row.id, User_uuid: row.id, User_name: row.name, Mobile_number: row.mobile, createdAt: row.created_at };
}

export async function listUsers(db: Database): Promise<User[]> {
  const rows = await db.selectFrom('users').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toUser);
}

export const findUserByName = (db: Database, name: string) => db.selectFrom('users').selectAll().where('name_key', '=', nameKey(name)).executeTakeFirst();

export const findUserById = (db: Database, id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export async function countUsers(db: Database): Promise<number> {
  const row = await db.selectFrom('users').select(db.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Creates a user, or answers 'exist' when the name or the mobile number is taken (by the unique indexes). */
export async function createUser(
  db: Database,
  input: { name: string; password: string; mobile: string },
): Promise<{ status: 'exist' } | { status: 'notexist'; user: User }> {
  const row: UsersTable = {
    id: newId(),
    name: input.name,
    name_key: nameKey(input.name),
    password_hash: await hashPassword(input.password),
    mobile: input.mobile,
    mobile_key: mobileKey(input.mobile),
    created_at: nowIso(),
  };
  try {
    await db.insertInto('users').values(row).execute();
  } catch (err) {
    if (isUniqueViolation(err)) return { status: 'exist' };
    throw err;
  }
  return { status: 'notexist', user: toUser(row) };
}

/**
 * Changes a user's name and mobile number (and password, when given). A new password ends the
 * user's other sessions (a lost phone stays logged out); `keepSession` is the one making the change.
 * The user as they then are; undefined when there is no such user.
 */
export async function updateUser(
  db: Database,
  id: string,
  input: { name: string; mobile: string; password?: string; keepSession: string },
): Promise<User | undefined> {
  if (!(await findUserById(db, id))) return undefined;
  const { name, mobile, password } = input;
  const changes = {
    name,
    name_key: nameKey(name),
    mobile,
    mobile_key: mobileKey(mobile),
    ...(password ? { password_hash: await hashPassword(password) } : {}),
  };
  await uniqueWrite(
    () =>
      db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set(changes).where('id', '=', id).execute();
        if (password) await trx.deleteFrom('sessions').where('user_id', '=', id).where('id', '!=', input.keepSession).execute();
      }),
    'User already exists',
  );
  const updated = await findUserById(db, id);
  return updated && toUser(updated);
}

/** The last user is never deleted: the shop would have no way in. */
export async function deleteUser(db: Database, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await findUserById(trx, id))) throw notFound(USER_NOT_FOUND);
    if ((await countUsers(trx)) <= 1) throw conflict('The last user cannot be deleted.');
    await trx.deleteFrom('users').where('id', '=', id).execute();
  });
}
