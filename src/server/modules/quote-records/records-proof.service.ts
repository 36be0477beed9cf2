import type { Listing } from '../../../contract/catalogue.ts';
import { recordTexts } from '../../../contract/quote-record-texts.ts';
import type { Database } from '../../db/database.ts';
import { hashOfUrl, MEDIA_PREFIX, type MediaStore } from '../../media/media-store.ts';
import type { PrivateStore } from '../../media/private-store.ts';
import { shopDrawingLine } from '../invoices/drawing-line.ts';
import { findListing } from '../listings/listings.repository.ts';
import { listSiteConfigs } from '../site-config/site-config.repository.ts';
import { recordRows, type RecordsQuote } from './quote-records-read.repository.ts';

/** The card's master picture at the size the proof needs (the 1280 px variant), or the original. */
async function masterPicture(media: MediaStore, listing: Listing): Promise<Buffer | undefined> {
  const url = listing.images[0];
  const hash = url && hashOfUrl(url);
  if (!hash) return undefined;
  return (await media.read(`${hash}-1280.webp`)) ?? (await media.read(url.slice(MEDIA_PREFIX.length)));
}

/**
 * The proof of every card of a quote, or undefined while it has no rows. Drawn in the shop's one
 * line of PDF drawings (503 with Retry-After when it is full); the same quote asked twice at once is
 * drawn once.
 */
export async function recordsProofPdf(
  deps: { db: Database; media: MediaStore; store: PrivateStore },
  quote: RecordsQuote,
  lang: 'en' | 'hi',
): Promise<Buffer | undefined> {
  const texts = recordTexts(lang);
  const { db, media, store } = deps;
  const first = await db.selectFrom('quote_records').select('version').where('quote_id', '=', quote.id).executeTakeFirst();
  const listing = quote.listingId ? await findListing(db, quote.listingId) : undefined;
  if (!first || !listing) return undefined;
  const [site] = await listSiteConfigs(db);
  const size = listing.print;
  return shopDrawingLine(db).run(
    `records-proof:${quote.id}:${lang}`,
    async () => {
      const rows = recordRows(db, quote.id);
      // pdfkit is loaded with the first proof of names, never at start (decision 031).
      const { drawRecordsProof } = await import('./records-proof.ts');
      return drawRecordsProof({
        title: `${quote.title} — ${Number(first.version)}`,
        shopName: site?.name ?? '',
        rowLabel: texts.rowLabel,
        picture: await masterPicture(media, listing),
        aspect: size ? size.widthMm / size.heightMm : undefined,
        fields: listing.fields,
        cards: (async function* () {
          for await (const r of rows) yield { row: r.row, texts: r.texts, photo: r.photo ? () => store.get(r.photo!) : null };
        })(),
      });
    },
    texts.busy,
  );
}
