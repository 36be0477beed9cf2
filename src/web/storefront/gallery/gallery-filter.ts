import type { Listing } from '../../../contract/catalogue.ts';
import { listingsQuery } from '../lib/queries.ts';
import * as m from '../i18n/messages.ts';

/** The spec's chips (§9), in its order; the filter starts at All (§4). A chip is its English word (what it matches), shown in the page's language. */
export const CHIPS = ['All', 'Wedding', 'Birthday', 'Vastu', 'Opening'] as const;
export type Chip = (typeof CHIPS)[number];
export const CHIP_LABELS: Readonly<Record<Chip, string>> = {
  All: m.chipAll,
  Wedding: m.chipWedding,
  Birthday: m.chipBirthday,
  Vastu: m.chipVastu,
  Opening: m.chipOpening,
};

/** The newest listings that have an image, for the grid (server-rendered). */
export const galleryQuery = listingsQuery({ limit: 60 });

/**
 * The listings a chip shows: All shows every one; another chip, those whose category name contains
 * its word, any case ("Wedding Cards", "Shop Opening", "Vastu & Griha Pravesh"). The old app's
 * chips were fixed words that matched nothing (D-H3); these match the catalogue's names.
 */
export function chipListings(listings: readonly Listing[], chip: Chip): Listing[] {
  const withImage = listings.filter((l) => l.images.length > 0);
  if (chip === 'All') return withImage;
  const word = chip.toLowerCase();
  return withImage.filter((l) => l.categoryName.toLowerCase().includes(word));
}
