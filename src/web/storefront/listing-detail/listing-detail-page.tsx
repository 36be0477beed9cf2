import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ImageCarousel } from '../components/image-carousel.tsx';
import { Price } from '../components/price.tsx';
import { useSiteConfig } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { useTitle } from '../../shared/lib/use-title.ts';
import { loadItemEditor } from '../../admin-door.ts';
import { statusOf, useListing } from '../lib/listing-query.ts';
import * as m from '../i18n/messages.ts';
import { descriptionOf, englishOnly, nameOf, titleOf } from '../lib/localized.ts';

/**
 * The shop sells by the piece in rupees; the spec's "USD / night" is a leftover of the old app's
 * template (D-B10), so the price reads "₹1,200 / piece".
 */
export const PRICE_UNIT = m.perPiece;
const PAGE = 'mx-auto max-w-5xl px-4 py-6';
const AdminEdit = lazy(loadItemEditor);

/** True after hydration when this browser has logged in to the back office (a hint; the server decides). */
function useAdminHint(): boolean {
  const [hint, setHint] = useState(false);
  useEffect(() => {
    try {
      setHint(Boolean(localStorage.getItem('User_name')));
    } catch {
      // Storage blocked: no hint.
    }
  }, []);
  return hint;
}

/** Listing detail, feed variant /listing/{id} (spec §2): title, description, price, location and all images. */
export default function ListingDetailPage() {
  const { id = '' } = useParams();
  const { data: listing, error } = useListing(id);
  const shop = nameOf(useSiteConfig().data).text;
  const missing = statusOf(error) !== undefined && statusOf(error)! < 500;
  const admin = useAdminHint();
  const title = listing && titleOf(listing);
  useTitle(title ? pageTitle(title.text, shop) : missing ? pageTitle(m.listingNotFound, shop) : '');

  if (error) {
    return (
      <div className={PAGE}>
        {missing ? (
          <>
            <h1 className="text-2xl font-semibold">{m.listingNotFound}</h1>
            <p className="mt-2 text-stone-600">{m.listingGone}</p>
          </>
        ) : (
          <p role="alert">{m.listingFailed}</p>
        )}
        <Link to="/list" className="mt-4 inline-flex min-h-11 items-center text-brand-700 underline">
          {m.backToFeed}
        </Link>
      </div>
    );
  }
  if (!listing) {
    return (
      <div className={PAGE}>
        {/* The server renders this only when it could not get the listing (its page answers 404). */}
        <noscript>
          <h1 className="text-2xl font-semibold">{m.listingNotFound}</h1>
        </noscript>
        <p role="status">{m.loadingDots}</p>
      </div>
    );
  }
  const description = descriptionOf(listing);
  const location = englishOnly(listing.location);
  return (
    <article className={PAGE}>
      <h1 lang={title?.lang} className="mb-4 text-2xl font-semibold break-words">
        {title?.text}
      </h1>
      <div className="grid gap-6 md:grid-cols-2">
        <ImageCarousel images={listing.images} title={title?.text ?? listing.title} />
        <div className="flex flex-col gap-3">
          <p>
            <Price price={listing.price} discountPrice={listing.discountPrice} unit={PRICE_UNIT} />
          </p>
          {listing.location && (
            <p>
              <span className="font-medium">{m.locationIs}</span> <span lang={location.lang}>{location.text}</span>
            </p>
          )}
          <p lang={description.text.trim() ? description.lang : undefined} className="break-words whitespace-pre-line text-stone-700">
            {description.text.trim() || m.noDescription}
          </p>
          <Link to={`/list/${listing._id}`} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
            {m.fullDetails}
          </Link>
          {admin && (
            <Suspense fallback={null}>
              <AdminEdit listing={listing} />
            </Suspense>
          )}
        </div>
      </div>
    </article>
  );
}
