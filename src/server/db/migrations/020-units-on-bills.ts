import type { Kysely } from 'kysely';

/**
 * Issue 28, item 4: the bill's unit column. Each listing's GST unit (UQC, "NOS" until the owner picks
 * another); a bill keeps its lines' units in its own model, so a bill made before reads as NOS there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('listings')
    .addColumn('uqc', 'text', (c) => c.notNull().defaultTo('NOS'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listings').dropColumn('uqc').execute();
}
