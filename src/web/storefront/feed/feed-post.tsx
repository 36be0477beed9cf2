import { Link } from 'react-router';
import type { Listing } from '../../../contract/catalogue.ts';
import { formatRupees, hasDiscount } from '../../../contract/money.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { ListingCover, NoImage } from '../components/listing-cover.tsx';
import type { SavedPost } from '../lib/saved-posts.ts';
import * as m from '../i18n/messages.ts';
import { englishOnly, titleOf } from '../lib/localized.ts';

/** A post's cover: the whole width of a phone, 576 px from there on. */
export const COVER_SIZES = '(min-width: 576px) 576px, 100vw';
const THUMB_SIZES = '(min-width: 576px) 144px, 25vw';
const THUMBS = 4;

const ACTION = 'inline-flex size-11 items-center justify-center rounded-full hover:bg-stone-100';

const svg = (d: string, filled: boolean) => (
  <svg
    viewBox="0 0 24 24"
    width="26"
    height="26"
    fill={filled ? 'currentColor' : 'none'}
    stroke="currentColor"
    strokeWidth="2"
    strokeLinejoin="round"
    strokeLinecap="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
);
const HEART = 'M12 20.5s-7.5-4.6-9.2-9.4C1.7 7.8 3.9 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.7 1.1-1.6 2.7-2.7 4.7-2.7 3.4 0 5.6 3.3 4.5 6.6-1.7 4.8-9.2 9.4-9.2 9.4z';
const BOOKMARK = 'M6 3.5h12v17l-6-4.5-6 4.5z';
const SHARE = 'M4 12v7a1 1 0 001 1h14a1 1 0 001-1v-7M12 3v13M7 8l5-5 5 5';

interface Props {
  listing: Listing;
  saved: SavedPost;
  /** The first post's image is above the fold: loaded at once. */
  first: boolean;
  onLike: () => void;
  onBookmark: () => void;
  onShare: () => void;
}

/** One post of the feed: its images, the like, bookmark and share actions, title and price. */
export function FeedPost({ listing, saved, first, onLike, onBookmark, onShare }: Props) {
  const href = `/list/${listing._id}`;
  const [cover, ...more] = listing.images;
  const titleId = `post-${listing._id}`;
  const title = titleOf(listing);
  const categoryName = englishOnly(listing.categoryName);
  return (
    <article aria-labelledby={titleId} className={`${first ? '' : 'feed-post-later '}border-b border-stone-200 bg-white pb-3 sm:rounded-lg sm:border`}>
      {/* The title below is the link for keyboard and screen-reader users; the images repeat it for a tap. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
        {cover ? (
          <ListingCover src={cover} sizes={COVER_SIZES} eager={first} className="aspect-square w-full bg-stone-100 object-cover sm:rounded-t-lg" />
        ) : (
          <NoImage />
        )}
        {more.length > 0 && (
          <span className="mt-0.5 grid grid-cols-4 gap-0.5">
            {more.slice(0, THUMBS).map((src, i) => (
              <span key={`${i}:${src}`} className="relative block">
                <ResponsiveImage src={src} alt="" width={320} height={320} sizes={THUMB_SIZES} className="aspect-square w-full bg-stone-100 object-cover" />
                {i === THUMBS - 1 && more.length > THUMBS && (
                  <span className="absolute inset-0 flex items-center justify-center bg-black/50 font-semibold text-white">+{more.length - THUMBS}</span>
                )}
              </span>
            ))}
          </span>
        )}
      </Link>
      <div className="flex items-center gap-1 px-1 pt-1">
        <button
          type="button"
          aria-label={m.likeThis(title.text)}
          aria-pressed={saved.likes > 0}
          onClick={onLike}
          className={`${ACTION} ${saved.likes > 0 ? 'text-brand-600' : ''}`}
        >
          {svg(HEART, saved.likes > 0)}
        </button>
        <button type="button" aria-label={m.bookmarkThis(title.text)} aria-pressed={saved.bookmarked} onClick={onBookmark} className={ACTION}>
          {svg(BOOKMARK, saved.bookmarked)}
        </button>
        <button type="button" aria-label={m.shareThis(title.text)} onClick={onShare} className={ACTION}>
          {svg(SHARE, false)}
        </button>
      </div>
      <p className="px-3 text-sm font-semibold" data-testid="like-count">
        {m.likes(saved.likes)}
      </p>
      <h2 id={titleId} lang={title.lang} className="px-3 pt-1">
        <Link to={href} className="inline-flex min-h-11 items-center font-medium hover:text-brand-700 hover:underline">
          {title.text}
        </Link>
      </h2>
      <p className="px-3">
        {hasDiscount(listing.price, listing.discountPrice) ? (
          <>
            <strong className="text-brand-700">{formatRupees(listing.discountPrice)}</strong>{' '}
            <s className="text-sm text-stone-500">
              <span className="sr-only">{m.was}</span>
              {formatRupees(listing.price)}
            </s>
          </>
        ) : (
          <strong>{formatRupees(listing.price)}</strong>
        )}
        {listing.categoryName && (
          <span lang={categoryName.lang} className="ml-2 text-sm text-stone-500">
            {categoryName.text}
          </span>
        )}
      </p>
    </article>
  );
}
