/**
 * The ordering rules the item page computes with on every keystroke. Free of zod on purpose: the
 * item page's quote builder imports them, and zod would add ~90 KB to its JavaScript.
 */
export const MAX_QUANTITY = 1_000_000;

/** What the rules need of a listing: its minimum order quantity. */
export interface MinimumOrdered {
  moq: number;
}

/**
 * The least a buyer may order (at least 1). The one reader of the listing's minimum-order field
 * outside its schema, the form and the table: the price rule and the storefront ask here.
 */
export const minimumOrderOf = (listing: MinimumOrdered): number => Math.max(1, listing.moq);
