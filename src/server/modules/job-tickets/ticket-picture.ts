import type { Quote } from '../../../contract/quotes.ts';
import type { Database } from '../../db/database.ts';
import { loadSharp } from '../../media/sharp-loader.ts';
import type { PrivateStore } from '../../media/private-store.ts';
import type { Preview } from '../previews/previews.service.ts';

/** The listing's drawn preview with the customer's texts (previews.service's `previewOf`). */
type PreviewOf = (listingId: string, query: Record<string, unknown>) => Promise<Preview | undefined>;

/** Sharp enough for the press to check the names against, small enough for a quick ticket. */
const PICTURE_MAX_SIDE = 1400;

/**
 * The version the customer approved, as they saw it: the shop's uploaded proof (watermarked, as
 * kept), or for the drawn version (proof 1, no file) the listing's preview with their texts. Null
 * when there is none to show (the item's picture gone), so the ticket still prints.
 */
async function approvedBytes(db: Database, store: PrivateStore, previewOf: PreviewOf, quote: Quote): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('quote_proofs')
    .select('file')
    .where('quote_id', '=', quote._id)
    .where('status', '=', 'approved')
    .orderBy('version', 'desc')
    .executeTakeFirst();
  if (row?.file) return store.get(row.file);
  if (!quote.listingId) return undefined;
  const preview = await previewOf(quote.listingId, Object.fromEntries(quote.texts.map((t) => [t.key, t.text])));
  return preview && (await preview.draw()).value;
}

/** The approved proof as a JPEG pdfkit can place (it reads no WebP), or null. */
export async function approvedPicture(db: Database, store: PrivateStore, previewOf: PreviewOf, quote: Quote): Promise<Buffer | null> {
  try {
    const bytes = await approvedBytes(db, store, previewOf, quote);
    if (!bytes) return null;
    const sharp = await loadSharp();
    return await sharp(bytes)
      .resize({ width: PICTURE_MAX_SIDE, height: PICTURE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    // A picture that cannot be read (gone from the bucket, a listing without its image) leaves a box
    // saying so: the ticket is for the press, which still needs the rest.
    return null;
  }
}
