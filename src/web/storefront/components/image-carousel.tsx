import type { SyntheticEvent } from 'react';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { useCarousel } from './use-carousel.ts';
import * as m from '../i18n/messages.ts';

const prevent = (e: SyntheticEvent) => e.preventDefault();

const ARROW =
  'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-2xl leading-none shadow hover:bg-white';

export interface ImageCarouselProps {
  images: string[];
  /** What the images show (the item's title): their alt text and the carousel's name. */
  title: string;
  /** How wide the large image is drawn (for the responsive variants). */
  sizes?: string;
}

/**
 * A large image with thumbnails (spec §2 item detail, §4 carousel). Right-click and dragging the
 * picture out are blocked on the images. Arrow keys work while focus is anywhere inside it.
 */
/** How wide the item page draws its pictures (half the screen beside the text from 768 px). */
export const ITEM_IMAGE_SIZES = '(min-width: 768px) 50vw, 100vw';

export function ImageCarousel({ images, title, sizes = ITEM_IMAGE_SIZES }: ImageCarouselProps) {
  const c = useCarousel(images.length);
  if (!images.length) {
    return <div className="flex aspect-square w-full items-center justify-center rounded-lg bg-stone-100 text-stone-600">{m.noImageAvailable}</div>;
  }
  const many = images.length > 1;
  const src = images[c.index]!;
  const alt = many ? m.imageOf(title, c.index + 1, images.length) : title;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={m.imagesOf(title)}
      // The carousel takes the arrow keys itself (spec §4), so it is reachable by Tab.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={c.onKeyDown}
      onContextMenu={prevent}
      className="rounded-lg"
    >
      <div
        {...c.swipe}
        onDragStart={prevent}
        data-testid="carousel-stage"
        // pan-y: vertical moves still scroll the page, horizontal ones are ours.
        className="relative touch-pan-y overflow-hidden rounded-lg border border-stone-200 bg-white select-none"
      >
        <button
          type="button"
          onClick={c.onImageClick}
          aria-pressed={c.zoomed}
          aria-label={m.zoomImage}
          className={`block w-full ${c.zoomed ? 'cursor-zoom-out' : 'cursor-zoom-in'}`}
        >
          <ResponsiveImage
            key={src}
            src={src}
            alt={alt}
            width={1280}
            height={1280}
            sizes={sizes}
            eager
            className={`aspect-square w-full object-contain transition-transform duration-200 ${c.zoomed ? 'scale-125' : ''}`}
          />
        </button>
        {many && (
          <>
            <button type="button" onClick={c.prev} aria-label={m.previousImage} className={`${ARROW} left-2`}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" onClick={c.next} aria-label={m.nextImage} className={`${ARROW} right-2`}>
              <span aria-hidden="true">›</span>
            </button>
            <p aria-hidden="true" className="absolute right-2 bottom-2 rounded-full bg-black/60 px-2 py-0.5 text-xs text-white">
              {c.index + 1} / {images.length}
            </p>
          </>
        )}
      </div>
      {many && (
        <>
          <p aria-live="polite" className="sr-only">
            {m.imageNOfCount(c.index + 1, images.length)}
          </p>
          <ul className="no-scrollbar mt-2 flex gap-2 overflow-x-auto p-1" aria-label={m.thumbnails}>
            {images.map((image, i) => (
              <li key={`${image}-${i}`} className="shrink-0">
                <button
                  type="button"
                  onClick={() => c.go(i)}
                  aria-label={m.showImage(i + 1)}
                  aria-current={i === c.index ? 'true' : undefined}
                  className={`block overflow-hidden rounded-md ring-offset-1 ${i === c.index ? 'ring-2 ring-brand-600' : 'opacity-70 hover:opacity-100'}`}
                >
                  <ResponsiveImage src={image} alt="" width={160} height={160} sizes="64px" className="size-16 object-cover" />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
