import { nameKey } from '../../contract/fields.ts';
import { isUniqueViolation, type Database } from '../db/database.ts';
import { conflict, notFound } from './http-errors.ts';
import { isId } from './ids.ts';

/** The spec's text for a name already taken (categories, subcategories, religions). */
export const NAME_EXISTS = 'Name already exists.';

/** The record with this id, or a 404 with `message`; a malformed id is as unknown as a missing one. */
export async function findOr404<T>(find: (id: string) => Promise<T | undefined>, id: unknown, message: string): Promise<T> {
  const found = isId(id) ? await find(id.toLowerCase()) : undefined;
  if (found === undefined) throw notFound(message);
  return found;
}

/** The tables whose names are unique by name_key (within a category, for subcategories). */
type NamedTable = 'categories' | 'religions' | 'subcategories';

/**
 * `exceptId` is the record being edited: keeping its own name is no clash. `categoryId` narrows
 * subcategories to their category.
 */
export interface NameScope {
  exceptId?: string;
  categoryId?: string;
}

/** Another record has this name, compared case-insensitively (by name_key). */
export async function nameTaken(db: Database, table: NamedTable, name: string, scope: NameScope = {}): Promise<boolean> {
  let query = db.selectFrom(table).select('id').where('name_key', '=', nameKey(name));
  if (scope.exceptId) query = query.where('id', '!=', scope.exceptId);
  if (scope.categoryId) query = query.where('category_id' as never, '=', scope.categoryId as never);
  return Boolean(await query.executeTakeFirst());
}

/** 409 "Name already exists." when the name is taken (see nameTaken). */
export async function assertNameFree(db: Database, table: NamedTable, name: string, scope: NameScope = {}): Promise<void> {
  if (await nameTaken(db, table, name, scope)) throw conflict(NAME_EXISTS);
}

/** A write whose unique index settles a race past assertNameFree: the loser gets the same 409. */
export async function uniqueWrite<T>(write: () => Promise<T>, message = NAME_EXISTS): Promise<T> {
  try {
    return await write();
  } catch (err) {
    throw isUniqueViolation(err) ? conflict(message) : err;
  }
}
