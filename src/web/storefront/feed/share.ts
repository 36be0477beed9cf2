import type { Listing } from '../../../contract/catalogue.ts';
import { formatRupees, hasDiscount } from '../../../contract/money.ts';
import { countTap } from '../lib/count.ts';

/** Spec §8, verbatim. */
const SHARE_UNSUPPORTED = 'Sharing is not supported in this browser.';

/** The Web Share API with the item's absolute link; the spec's alert where the browser has none. */
export async function shareListing(listing: Listing): Promise<void> {
  const url = new URL(`/list/${encodeURIComponent(listing._id)}`, window.location.origin).href;
  if (typeof navigator.share !== 'function') {
    window.alert(SHARE_UNSUPPORTED);
    return;
  }
  const price = hasDiscount(listing.price, listing.discountPrice) ? listing.discountPrice : listing.price;
  try {
    await navigator.share({ title: listing.title, text: `${listing.title} — ${formatRupees(price)}`, url });
    countTap('share', listing._id);
  } catch (error) {
    // Closing the share sheet rejects with AbortError: the visitor changed their mind, nothing failed.
    if ((error as Error)?.name !== 'AbortError') console.warn('Sharing failed:', error);
  }
}
