import { Link } from 'react-router';
import type { Listing } from '../../../contract/catalogue.ts';
import { Price } from './price.tsx';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';

/**
 * An item in the category grid or the "More like this" row: first image, title, price (a discount
 * with the original struck through, named for screen readers).
 * Not listing-card.tsx: that one is part of the entry (home), and importing it from a page chunk
 * makes the bundler split the entry (about +1 KB gzip on "/").
 */
export function ItemCard({ listing, sizes }: { listing: Listing; sizes: string }) {
  const image = listing.images[0];
  return (
    <Link to={`/list/${listing._id}`} className="block h-full overflow-hidden rounded-lg border border-stone-200 bg-white hover:border-brand-600">
      {image ? (
        <ResponsiveImage src={image} alt="" width={640} height={640} sizes={sizes} className="aspect-square w-full object-cover" />
      ) : (
        <span className="flex aspect-square items-center justify-center bg-stone-100 text-sm text-stone-500">No image available</span>
      )}
      <span className="block p-2">
        <span className="line-clamp-2 text-sm font-medium break-words">{listing.title}</span>
        <Price price={listing.price} discountPrice={listing.discountPrice} size="text-sm" compact />
      </span>
    </Link>
  );
}
