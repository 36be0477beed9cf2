import type { Kysely } from 'kysely';

/**
 * Who changed what, and every login (issue 7, item 7). Text and integer columns only, so one
 * migration serves SQLite and PostgreSQL. No foreign key to users: a deleted user's history stays.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // ISO-8601 UTC with milliseconds, like every other time here: sorts the same on both dialects.
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    // The name at the time (or, for a failed login, the name tried).
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text')
    // The record's name or title at the time, so an entry reads without looking the id up.
    .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
    // JSON {field: {before, after}}; never a password or a hash.
    .addColumn('changes', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'at']).execute();
  await db.schema.createIndex('audit_log_user_idx').on('audit_log').columns(['user_id', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
}
