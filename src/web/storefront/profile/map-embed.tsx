import { useEffect, useRef, useState } from 'react';
import { mapEmbedUrl, mapLinkUrl } from './profile-bio.ts';
import * as m from '../i18n/messages.ts';

/**
 * The shop on Google Maps. The frame is a third party's heavy page: it is inserted only after the
 * page has loaded and once its place is near the screen, so it never delays the page itself. The
 * space is reserved from the start (no layout shift), and a plain link works without script.
 */
export function MapEmbed({ query }: { query: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      if (typeof IntersectionObserver !== 'function' || !box.current) return setShown(true);
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          setShown(true);
          observer?.disconnect();
        },
        { rootMargin: '200px' },
      );
      observer.observe(box.current);
    };
    if (document.readyState === 'complete') watch();
    else window.addEventListener('load', watch, { once: true });
    return () => {
      window.removeEventListener('load', watch);
      observer?.disconnect();
    };
  }, []);

  return (
    <section aria-labelledby="map-heading" className="mt-8">
      <h2 id="map-heading" className="mb-2 text-lg font-semibold">
        {m.findUs}
      </h2>
      <div ref={box} className="aspect-[4/3] w-full overflow-hidden rounded-lg bg-stone-200 sm:aspect-video">
        {shown && (
          <iframe src={mapEmbedUrl(query)} title={m.mapTitle} loading="lazy" referrerPolicy="strict-origin-when-cross-origin" className="size-full border-0" />
        )}
      </div>
      <p className="mt-1 text-sm">
        <a href={mapLinkUrl(query)} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center text-brand-700 underline">
          {m.openInGoogleMaps}
        </a>
      </p>
    </section>
  );
}
