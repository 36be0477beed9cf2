import type { Listing } from '../../../contract/listings.ts';
import { inHindi, type AuditedEntity, type Snapshot } from '../audit/audit.entities.ts';
import { findListing } from './listings.repository.ts';

/** A listing's ids, times and its references' ids (shown by name instead) are no fields of the record. */
const LISTING_NOT_RECORDED = new Set([
  '_id',
  'listing_uuid',
  'category',
  'category_uuid',
  'categoryName',
  'subcategory_uuid',
  'religions',
  'religion_uuid',
  'religionName',
  'createdAt',
  'updatedAt',
  'translations',
]);

/** A listing as the trail records it (also the spreadsheet import's one entry). */
export function listingSnapshot(l: Listing): Snapshot {
  // Every field of the answer but ids and times, references by their names: a new field is recorded with no change here.
  // Lists of records (price tiers, options, zones) are recorded an entry a line, as JSON.
  const own = Object.entries(l)
    .filter(([key]) => !LISTING_NOT_RECORDED.has(key))
    .map(([key, v]) => [key, Array.isArray(v) ? v.map((x: unknown) => (typeof x === 'string' ? x : JSON.stringify(x))) : v]);
  return { ...(Object.fromEntries(own) as Snapshot), ...inHindi(l.translations), category: l.categoryName, religion: l.religionName };
}

/** How the activity log reads a listing (decision 046); its images are part of it, in their order. */
export const listingAudit: AuditedEntity = {
  read: async (db, id) => {
    // The owner's Activity: a changed finishing cost is recorded too.
    const l = await findListing(db, id, { owner: true });
    return l && listingSnapshot(l);
  },
};
