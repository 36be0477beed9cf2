import { useState } from 'react';
import { Link } from 'react-router';
import type { Listing } from '../../../contract/catalogue.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import * as m from '../i18n/messages.ts';
import { titleOf } from '../lib/localized.ts';

const SIZES = '(min-width: 1024px) 20vw, (min-width: 768px) 25vw, 33vw';

/** The image grid; each image opens its item and has a Like that counts on this screen only (spec §4). */
export function GalleryGrid({ listings }: { listings: readonly Listing[] }) {
  const [likes, setLikes] = useState<Record<string, number>>({});
  return (
    <ul className="grid grid-cols-3 gap-1 md:grid-cols-4 lg:grid-cols-5">
      {listings.map((listing, i) => {
        const count = likes[listing._id] ?? 0;
        const title = titleOf(listing);
        return (
          <li key={listing._id} className="relative">
            <Link to={`/list/${listing._id}`} className="block">
              <ResponsiveImage
                src={listing.images[0]!}
                alt={title.text}
                lang={title.lang}
                width={640}
                height={640}
                sizes={SIZES}
                eager={i < 3}
                className="aspect-square w-full object-cover"
              />
            </Link>
            <div className="absolute bottom-1 left-1 flex items-center rounded-full bg-black/55 pr-3 text-white">
              <button
                type="button"
                aria-label={m.likeThis(title.text)}
                onClick={() => setLikes((all) => ({ ...all, [listing._id]: (all[listing._id] ?? 0) + 1 }))}
                className="flex size-11 items-center justify-center rounded-full text-xl"
              >
                <span aria-hidden="true" className={count ? 'text-red-500' : ''}>
                  ♥
                </span>
              </button>
              <span className="text-sm font-semibold" data-testid="like-count">
                <span className="sr-only">{m.likesAre}</span>
                {count}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
