import { Link } from 'react-router';
import type { Listing } from '../../../contract/catalogue.ts';
import { formatRupees, hasDiscount } from '../../../contract/money.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';

/** An item in a grid or row: its first image, title and price (a discount strikes the price through). */
export function ListingCard({ listing, sizes }: { listing: Listing; sizes: string }) {
  const image = listing.images[0];
  const discount = listing.discountPrice;
  return (
    <Link to={`/list/${listing._id}`} className="listing-card">
      {image ? (
        <ResponsiveImage src={image} alt="" width={640} height={640} sizes={sizes} className="aspect-square w-full object-cover" />
      ) : (
        <span className="listing-card-empty">No image available</span>
      )}
      <span className="block p-2">
        <span className="line-clamp-2 text-sm font-medium">{listing.title}</span>
        {hasDiscount(listing.price, discount) ? (
          <span className="text-sm">
            <strong className="text-brand-700">{formatRupees(discount)}</strong> <s className="text-stone-500">{formatRupees(listing.price)}</s>
          </span>
        ) : (
          <strong className="text-sm">{formatRupees(listing.price)}</strong>
        )}
      </span>
    </Link>
  );
}
