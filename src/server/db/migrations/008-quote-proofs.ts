import type { Kysely } from 'kysely';

/**
 * Issue 17, items 1, 2 and 6 (docs/decisions/018-proof-rounds.md): numbered proofs of a quote, the
 * customer's change requests (pinned to a point of a proof), the approval of one proof, and the
 * customer's own files. Proof images, PDFs and customer files live in the private store
 * (media/private-store.ts); these rows name them by key.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quote_proofs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    // 1, 2, 3, … per quote; unique, so two uploads at once can never share a number.
    .addColumn('version', 'integer', (c) => c.notNull())
    // The private store's key of the watermarked image; null: version 1, the drawn preview.
    .addColumn('file', 'text')
    // The private store's key of a PDF offered beside the image.
    .addColumn('attachment', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    // pending | changes | approved
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The approval, recorded once: when, at which price, and the wording of the box ticked.
    .addColumn('approved_at', 'text')
    .addColumn('approved_price', 'text')
    .addColumn('approved_wording', 'text')
    .addUniqueConstraint('quote_proofs_version', ['quote_id', 'version'])
    .execute();
  await db.schema
    .createTable('quote_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    // The pin as ten-thousandths of the proof's width and height (exact integers on both databases).
    .addColumn('pin_x', 'integer')
    .addColumn('pin_y', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quote_comments_quote').on('quote_comments').columns(['quote_id', 'created_at']).execute();
  await db.schema
    .createTable('quote_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    // 1 to 10 per quote: unique, so two uploads at once cannot make an eleventh.
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('quote_files_slot', ['quote_id', 'slot'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['quote_files', 'quote_comments', 'quote_proofs']) await db.schema.dropTable(table).ifExists().execute();
}
