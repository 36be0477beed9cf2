import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Listing } from '../../../contract/catalogue.ts';
import { formatRupees, hasDiscount } from '../../../contract/money.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import * as m from '../i18n/messages.ts';
import { titleOf } from '../lib/localized.ts';

/**
 * How wide a card's picture is drawn in every grid and row of cards (2, 3 or 6 across, 12 px gaps,
 * 16 px page margins, 1 px borders), so a 182 px card on a 412 px phone takes the 320 px variant.
 */
export const CARD_SIZES = '(min-width:1024px) 175px,(min-width:640px) calc(33.3vw - 21px),calc(50vw - 24px)';

/**
 * An item in a grid or row (home, collections, a category, "More like this"): its first image, title
 * and price (a discount strikes the price through). `price` replaces the plain price, e.g. with
 * <Price compact> where its code is loaded anyway (the home chunk cannot afford it). `eager`: the
 * card's picture is in the first screenful (it may be the page's largest), so it is not loaded lazily.
 */
export function ListingCard({ listing, price, eager }: { listing: Listing; price?: ReactNode; eager?: boolean }) {
  const image = listing.images[0];
  const discount = listing.discountPrice;
  const title = titleOf(listing);
  return (
    <Link to={`/list/${listing._id}`} className="listing-card">
      {image ? (
        <ResponsiveImage src={image} alt="" width={640} height={640} sizes={CARD_SIZES} eager={eager} className="aspect-square w-full object-cover" />
      ) : (
        <span className="listing-card-empty">{m.noImageAvailable}</span>
      )}
      <span className="block p-2">
        <span lang={title.lang} className="line-clamp-2 text-sm font-medium break-words">
          {title.text}
        </span>
        {price ??
          (hasDiscount(listing.price, discount) ? (
            <span className="text-sm">
              <strong className="text-brand-700">{formatRupees(discount)}</strong> <s className="text-stone-500">{formatRupees(listing.price)}</s>
            </span>
          ) : (
            <strong className="text-sm">{formatRupees(listing.price)}</strong>
          ))}
      </span>
    </Link>
  );
}
