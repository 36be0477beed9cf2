import type { Listing } from '../../../contract/catalogue.ts';
import { formatRupees, hasDiscount } from '../../../contract/money.ts';
import * as m from '../i18n/messages.ts';

/** The price in rupees; a lower discount price shows first, the original struck through. */
export function PriceTag({ listing }: { listing: Listing }) {
  if (!hasDiscount(listing.price, listing.discountPrice)) return <strong className="text-sm">{formatRupees(listing.price)}</strong>;
  return (
    <span className="text-sm">
      <strong className="text-brand-700">{formatRupees(listing.discountPrice)}</strong>{' '}
      <s className="text-stone-500">
        <span className="sr-only">{m.was}</span>
        {formatRupees(listing.price)}
      </s>
    </span>
  );
}
