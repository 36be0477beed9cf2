import { Link } from 'react-router';
import type { Listing } from '../../../contract/catalogue.ts';
import { ListingCover, NoImage } from '../components/listing-cover.tsx';
import { PriceTag } from './price-tag.tsx';
import * as m from '../i18n/messages.ts';
import { titleOf } from '../lib/localized.ts';

const SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/** A card: its first image (a button that opens the preview of all its images), title (a link to the item) and price. */
export function WeddingCard({ listing, eager, onPreview }: { listing: Listing; eager: boolean; onPreview: (listing: Listing) => void }) {
  const [image] = listing.images;
  const count = listing.images.length;
  const title = titleOf(listing);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white">
      {image ? (
        <button type="button" onClick={() => onPreview(listing)} className="group relative block" aria-label={m.previewImagesOf(title.text)}>
          <ListingCover src={image} sizes={SIZES} eager={eager} className="aspect-square w-full object-cover group-hover:opacity-90" />
          <span aria-hidden="true" className="absolute right-2 bottom-2 rounded bg-black/60 px-2 py-1 text-xs text-white">
            {count > 1 ? m.photos(count) : m.preview}
          </span>
        </button>
      ) : (
        <NoImage />
      )}
      <div className="flex flex-1 flex-col p-2">
        <h2 className="text-sm font-medium">
          <Link to={`/list/${listing._id}`} lang={title.lang} className="line-clamp-2 min-h-11 hover:text-brand-700 hover:underline">
            {title.text}
          </Link>
        </h2>
        <PriceTag listing={listing} />
      </div>
    </article>
  );
}
