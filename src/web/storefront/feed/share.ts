import type { Listing } from '../../../contract/catalogue.ts';
import { formatRupees, hasDiscount } from '../../../contract/money.ts';
import { countTap } from '../lib/count.ts';
import * as m from '../i18n/messages.ts';
import { titleOf } from '../lib/localized.ts';

/** The Web Share API with the item's absolute link; the spec's alert where the browser has none. */
export async function shareListing(listing: Listing): Promise<void> {
  // The page in the visitor's language (a Hindi page shares /hi/list/…).
  const url = new URL(`${m.prefix}/list/${encodeURIComponent(listing._id)}`, window.location.origin).href;
  if (typeof navigator.share !== 'function') {
    window.alert(m.sharingUnsupported);
    return;
  }
  const price = hasDiscount(listing.price, listing.discountPrice) ? listing.discountPrice : listing.price;
  try {
    const title = titleOf(listing).text;
    await navigator.share({ title, text: `${title} — ${formatRupees(price)}`, url });
    countTap('share', listing._id);
  } catch (error) {
    // Closing the share sheet rejects with AbortError: the visitor changed their mind, nothing failed.
    if ((error as Error)?.name !== 'AbortError') console.warn('Sharing failed:', error);
  }
}
