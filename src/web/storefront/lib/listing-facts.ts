import type { Listing } from '../../../contract/catalogue.ts';
import { minimumOrderOf } from '../../../contract/order-rules.ts';
import { hasDiscount } from '../../../contract/money.ts';

/** What the buyer pays: the discount price when it is below the price, else the price. */
export const shownPrice = (listing: Listing): string => (hasDiscount(listing.price, listing.discountPrice) ? listing.discountPrice : listing.price);

/**
 * What the storefront tells a buyer about a listing: the price of a piece (the discount price when
 * it is lower) and the least they may order. The item page, its WhatsApp message and its link
 * preview each word these their own way, but read them here (the minimum order through the
 * contract's minimumOrderOf, so no storefront file names the field).
 */
export function listingFacts(listing: Listing): { price: string; minimumOrder: number } {
  return { price: shownPrice(listing), minimumOrder: minimumOrderOf(listing) };
}
