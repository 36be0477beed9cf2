import type { Kysely } from 'kysely';

/**
 * Issue 19: the owner's content in Hindi (docs/decisions/025-content-in-two-languages.md). One nullable
 * column per translated field, beside the English one (null: no translation yet), and the language a
 * visitor used for a quote or an enquiry ('en' for everything before).
 */
export const HINDI_COLUMNS: Record<string, string[]> = {
  listings: ['title_hi', 'description_hi'],
  categories: ['name_hi'],
  subcategories: ['name_hi'],
  banners: ['name_hi', 'alt_text_hi'],
  site_configs: ['name_hi', 'address_hi'],
};

export async function up(db: Kysely<any>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds only one at a time.
  for (const [table, columns] of Object.entries(HINDI_COLUMNS)) {
    for (const column of columns) await db.schema.alterTable(table).addColumn(column, 'text').execute();
  }
  for (const table of ['quotes', 'enquiries']) {
    await db.schema
      .alterTable(table)
      .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['quotes', 'enquiries']) await db.schema.alterTable(table).dropColumn('lang').execute();
  for (const [table, columns] of Object.entries(HINDI_COLUMNS)) {
    for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
