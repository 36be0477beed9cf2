import { createHash } from 'node:crypto';
import { QUOTE_MESSAGES, QUOTE_TEXT_MAX } from '../../../contract/quotes.ts';
import type { Database } from '../../db/database.ts';
import { madeOnce } from '../../lib/byte-lru.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { hashOfUrl, MEDIA_PREFIX, type MediaStore } from '../../media/media-store.ts';
import { isPhotoZone } from '../../../contract/selling.ts';
import { findListing } from '../listings/listings.repository.ts';
import { listSiteConfigs } from '../site-config/site-config.repository.ts';
import { RenderGate } from './render-gate.ts';
import { renderPreview } from './render-preview.ts';

/** Bumped when the drawing changes, so no cached preview outlives the code that drew it. */
const RENDER_VERSION = 1;
const CACHE_BYTES = 32 * 1024 * 1024;
const NO_IMAGE = 'This item has no image to preview.';

/** The visitor's texts for the listing's own zones; unknown keys are ignored, bad text is a 400. */
function textsFor(keys: string[], query: Record<string, unknown>): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const key of keys) {
    const value = query[key];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw badRequest(`Give ${key} only once.`);
    if (value.includes('\u0000')) throw badRequest(QUOTE_MESSAGES.nul);
    const text = value.trim();
    if ([...text].length > QUOTE_TEXT_MAX) throw badRequest(QUOTE_MESSAGES.textTooLong);
    if (text) texts[key] = text;
  }
  return texts;
}

/** A preview to answer: its ETag (known before drawing), and the drawing, made once and kept by bytes. */
export interface Preview {
  etag: string;
  draw: () => Promise<{ value: Buffer; hit: boolean }>;
}

/**
 * The previews of listings' designs with a visitor's texts, watermarked with the shop's name. Two
 * visitors (or one impatient one) asking for the same preview at once share one drawing.
 */
export function listingPreviews(db: Database, media: MediaStore, limits?: { inFlight: number; queued: number }) {
  const previews = madeOnce<Buffer>(CACHE_BYTES);
  // What is drawn, from every address together: a couple at a time, a short queue, then 503.
  const gate = new RenderGate(limits);

  /** The design the preview is drawn on: the 1280 px variant when there is one (sharper than the 640 after text), else the original. */
  async function designOf(url: string): Promise<Buffer> {
    const hash = hashOfUrl(url);
    if (!hash) throw notFound(NO_IMAGE);
    const bytes = (await media.read(`${hash}-1280.webp`)) ?? (await media.read(url.slice(MEDIA_PREFIX.length)));
    if (!bytes) throw notFound(NO_IMAGE);
    return bytes;
  }

  /** The listing's preview with the texts the query gives; undefined when there is no such listing. */
  return async function previewOf(listingId: string, query: Record<string, unknown>): Promise<Preview | undefined> {
    const listing = await findListing(db, listingId);
    if (!listing) return undefined;
    const image = listing.images[0];
    if (!image) throw notFound(NO_IMAGE);
    const texts = textsFor(
      listing.fields.filter((f) => !isPhotoZone(f)).map((f) => f.key),
      query,
    );
    const [site] = await listSiteConfigs(db);
    const watermark = site?.name ?? '';
    const key = createHash('sha256')
      .update(JSON.stringify([RENDER_VERSION, image, listing.fields, texts, watermark]))
      .digest('hex')
      .slice(0, 32);
    return {
      etag: `"p-${key}"`,
      draw: () => previews(key, () => gate.run(() => designOf(image).then((design) => renderPreview({ design, fields: listing.fields, texts, watermark })))),
    };
  };
}
