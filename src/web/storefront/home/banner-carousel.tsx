import { useEffect, useRef, useState } from 'react';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { useBanners } from '../lib/queries.ts';
import * as m from '../i18n/messages.ts';
import { altTextOf } from '../lib/localized.ts';

export const AUTOPLAY_MS = 3000;
export const LIVE_AFTER_MS = 1500;
export const BANNER_SIZES = '100vw';
const FALLBACK = '/fallback-image.jpg';

/**
 * The banners: a native scroll-snap track (swipe comes free, no library), autoplay every 3 s that
 * wraps from the last back to the first, and dots that choose a banner. Autoplay waits while the
 * pointer or focus is on it and is off for people who ask for reduced motion. Only the first
 * banner loads with the page; the others (and autoplay) 1.5 s later (`live`), so they never compete
 * with what is on screen for a phone's bandwidth.
 */
export function BannerCarousel() {
  const { data: banners, isPending } = useBanners();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [live, setLive] = useState(false);
  const count = banners?.length ?? 0;

  const go = (to: number) => {
    const el = track.current;
    if (el) el.scrollTo({ left: ((to + count) % count) * el.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    if (!live) return void setTimeout(setLive, LIVE_AFTER_MS, true);
    if (count < 2 || paused || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setTimeout(() => go(index + 1), AUTOPLAY_MS);
    return () => clearTimeout(timer);
    // `go` reads only `count` (listed) and a ref; a stable callback would cost the home page bytes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, paused, count, live]);

  if (isPending) return <div className="banner-image animate-pulse bg-stone-200" />;
  if (!banners?.length) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={m.banners}
      className="relative"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul
        ref={track}
        // Focusable, so the keyboard can scroll it too (arrow keys; axe: scrollable-region-focusable);
        // focus also pauses autoplay.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
        className="no-scrollbar banner-track"
      >
        {banners.map((banner, i) => {
          const alt = altTextOf(banner);
          return (
            <li key={banner._id} aria-roledescription="slide" aria-label={m.slideOf(i + 1, count)} className="banner-slide">
              {(live || !i) && (
                <ResponsiveImage
                  src={banner.imageUrl}
                  alt={alt.text}
                  lang={alt.lang}
                  width={1280}
                  height={560}
                  sizes={BANNER_SIZES}
                  eager={i === 0}
                  fallback={FALLBACK}
                  className="banner-image"
                />
              )}
            </li>
          );
        })}
      </ul>
      {count > 1 && (
        <div className="banner-dots">
          {banners.map((banner, i) => (
            <button key={banner._id} type="button" onClick={() => go(i)} aria-label={m.showBanner(i + 1)} aria-current={i === index} className="banner-dot">
              <span className={i === index ? 'banner-dot-on' : 'banner-dot-off'} />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
