import { existingImagesProblem, MAX_IMAGES, MAX_IMAGES_MESSAGE, type Listing, type ListingEditInput } from '../../../contract/listings.ts';
import type { Database } from '../../db/database.ts';
import { badRequest } from '../../lib/http-errors.ts';
import type { MediaService } from '../../media/media-service.ts';
import { resolveRefs } from './listings.refs.ts';
import { createListing, deleteListing, findListing, updateListing } from './listings.repository.ts';

/** The form's own values apart from its references and its image lists. */
function split(input: ListingEditInput) {
  const { category, subcategory, religions, existingImages, images: _images, ...values } = input;
  return { values, refs: { category, subcategory, religions }, existingImages };
}

/** The references are checked before the images are processed; the new listing's id. */
export async function addListing(db: Database, media: MediaService, input: ListingEditInput, uploads: Buffer[]): Promise<string> {
  const { values, refs } = split(input);
  const resolved = await resolveRefs(db, refs);
  return media.storeThen(uploads, (urls) => createListing(db, values, resolved, urls));
}

/**
 * The listing as the form leaves it (undefined if it was deleted meanwhile). References not sent
 * stay; without existingImages the current images stay (the old app erased them all); images no
 * longer used are released.
 */
export async function editListing(
  db: Database,
  media: MediaService,
  current: Listing,
  input: ListingEditInput,
  uploads: Buffer[],
): Promise<Listing | undefined> {
  const { values, refs, existingImages } = split(input);
  const resolved = await resolveRefs(db, refs, {
    category_id: current.category_uuid,
    subcategory_id: current.subcategory_uuid,
    religion_id: current.religion_uuid || null,
  });
  const kept = existingImages ?? current.images;
  const problem = existingImages && existingImagesProblem(existingImages, current.images);
  if (problem) throw badRequest(problem);
  if (kept.length + uploads.length > MAX_IMAGES) throw badRequest(MAX_IMAGES_MESSAGE);

  await media.storeThen(uploads, (urls) => updateListing(db, current._id, values, resolved, [...kept, ...urls]));
  // Only the owner edits: the answer is theirs, with what the listing costs the shop.
  const updated = await findListing(db, current._id, { owner: true });
  const stillUsed = new Set(updated?.images);
  await media.release(current.images.filter((u) => !stillUsed.has(u)));
  return updated;
}

/** The row goes, then its images are released (one another listing still uses stays). */
export async function removeListing(db: Database, media: MediaService, current: Listing): Promise<void> {
  await deleteListing(db, current._id);
  await media.release(current.images);
}
