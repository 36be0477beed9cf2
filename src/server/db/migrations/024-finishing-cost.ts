import type { Kysely } from 'kysely';

/**
 * Issue 29, item 5: what finishing one piece of a listing costs the shop (cutting, lamination, an
 * envelope), in whole paise; 0 until the owner sets it. The owner's alone: no public answer reads it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('listings')
    .addColumn('finishing_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listings').dropColumn('finishing_paise').execute();
}
