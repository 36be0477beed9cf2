import type { Kysely } from 'kysely';

/**
 * Issue 29: to the press. Each listing's print size (JSON {widthMm, heightMm, bleedMm, sides}, null
 * until set) and the shop's printing settings: the sheets it prints on, the margin and the wastage
 * (one row, id 1; the sheets as JSON, their costs in paise).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('print', 'text').execute();
  await db.schema
    .createTable('printing_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sheets', 'text', (c) => c.notNull())
    .addColumn('margin_mm', 'real', (c) => c.notNull())
    .addColumn('wastage_percent', 'real', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('printing_settings').execute();
  await db.schema.alterTable('listings').dropColumn('print').execute();
}
