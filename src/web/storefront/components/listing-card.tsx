import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Listing } from '../../../contract/catalogue.ts';
import { formatRupees, hasDiscount } from '../../../contract/money.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';

/** How wide a card is drawn in every grid and row of cards (2, 3 or 6 across). */
const SIZES = '(min-width: 1024px) 16vw, (min-width: 640px) 33vw, 50vw';

/**
 * An item in a grid or row (home, collections, a category, "More like this"): its first image, title
 * and price (a discount strikes the price through). `price` replaces the plain price, e.g. with
 * <Price compact> where its code is loaded anyway (the home chunk cannot afford it).
 */
export function ListingCard({ listing, price }: { listing: Listing; price?: ReactNode }) {
  const image = listing.images[0];
  const discount = listing.discountPrice;
  return (
    <Link to={`/list/${listing._id}`} className="listing-card">
      {image ? (
        <ResponsiveImage src={image} alt="" width={640} height={640} sizes={SIZES} className="aspect-square w-full object-cover" />
      ) : (
        <span className="listing-card-empty">No image available</span>
      )}
      <span className="block p-2">
        <span className="line-clamp-2 text-sm font-medium break-words">{listing.title}</span>
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
