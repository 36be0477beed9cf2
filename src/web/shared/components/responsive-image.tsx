import { useEffect, useRef, useState } from 'react';

/** Processed uploads: /media/<hash>.<ext>, with /media/<hash>-{320,640,1280}.{webp,avif} beside them. */
const MEDIA = /^\/media\/([0-9a-f]+)\.(?:jpg|png|webp)$/;
const WIDTHS = [320, 640, 1280];

const srcSet = (hash: string, format: string) => WIDTHS.map((w) => `/media/${hash}-${w}.${format} ${w}w`).join(', ');

/** The smallest variant at least `width` wide (a logo, an og:image...); other URLs are returned as they are. */
export function mediaVariant(src: string, width: number, format = 'webp'): string {
  const hash = MEDIA.exec(src)?.[1];
  return hash ? `/media/${hash}-${WIDTHS.find((w) => w >= width) ?? 1280}.${format}` : src;
}

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the space before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** How wide the image is drawn, for the browser's choice among the variants. */
  sizes: string;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  eager?: boolean;
  /** Shown when the image fails to load. */
  fallback?: string;
  className?: string;
}

export function ResponsiveImage({ src, alt, width, height, sizes, eager, fallback, className }: ResponsiveImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // An error that happened before hydration fired no React handler: look at the image itself
  // (settled, tried a source, has no pixels: broken).
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.currentSrc && !img.naturalWidth) setFailed(true);
  }, []);

  const hash = MEDIA.exec(src)?.[1];
  const image = (
    <img
      ref={ref}
      src={failed && fallback ? fallback : src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? undefined : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
  if (!hash || failed) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(hash, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(hash, 'webp')} sizes={sizes} />
      {image}
    </picture>
  );
}
