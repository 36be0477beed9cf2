import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Listing } from '../../../contract/catalogue.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { PriceTag } from './price-tag.tsx';
import * as m from '../i18n/messages.ts';
import { titleOf } from '../lib/localized.ts';

const NAV = 'flex size-11 items-center justify-center rounded-full bg-white/90 text-2xl shadow hover:bg-white';

/** Inside the preview dialog: one image at a time, Previous/Next (and the arrow keys), thumbnails, the item's page. */
export function ImagePreview({ listing }: { listing: Listing }) {
  const [index, setIndex] = useState(0);
  const count = listing.images.length;
  const go = (to: number) => setIndex((to + count) % count);
  const image = listing.images[index];
  const title = titleOf(listing);
  // The arrow keys move wherever the focus is in the dialog (it starts on Close).
  useEffect(() => {
    if (count < 2) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') setIndex((i) => (i + 1) % count);
      else if (e.key === 'ArrowLeft') setIndex((i) => (i - 1 + count) % count);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [count]);

  return (
    <div className="flex flex-col gap-3 p-3">
      <div className="relative bg-stone-100">
        {image && (
          <ResponsiveImage
            key={image}
            src={image}
            alt={m.imageOfTitle(title.text, index + 1, count)}
            lang={title.lang}
            width={1280}
            height={1280}
            sizes="(min-width: 768px) 768px, 100vw"
            eager
            className="mx-auto max-h-[60vh] w-full object-contain"
          />
        )}
        {count > 1 && (
          <>
            <button type="button" onClick={() => go(index - 1)} aria-label={m.previousImage} className={`${NAV} absolute top-1/2 left-2 -translate-y-1/2`}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" onClick={() => go(index + 1)} aria-label={m.nextImage} className={`${NAV} absolute top-1/2 right-2 -translate-y-1/2`}>
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto" aria-label={m.images}>
          {listing.images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={m.showImageOf(i + 1, count)}
                aria-current={i === index}
                className={`block overflow-hidden rounded border-2 ${i === index ? 'border-brand-600' : 'border-transparent'}`}
              >
                <ResponsiveImage src={src} alt="" width={320} height={320} sizes="64px" className="size-14 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p aria-live="polite">
          <span className="sr-only">{`${m.imageNOfCount(index + 1, count)}. `}</span>
          <PriceTag listing={listing} />
        </p>
        <Link to={`/list/${listing._id}`} className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 font-medium text-white hover:bg-brand-700">
          {m.viewDetails}
        </Link>
      </div>
    </div>
  );
}
