import { useEffect, useRef, useState } from 'react';

/** Processed uploads: /media/<hash>.<ext>, with /media/<hash>-{320,640,1280}.{webp,avif} beside them. */
export const MEDIA = /^\/media\/([0-9a-f]+)\.(?:jpg|png|webp)$/;
const WIDTHS = [320, 640, 1280];

export const srcSet = (hash: string, format: string) => WIDTHS.map((w) => `/media/${hash}-${w}.${format} ${w}w`).join(', ');

/** A stored logo at 80, 128 or 256 px, made by the server (plugins/share-images.ts); other URLs are returned as they are. */
export function logoSrc(src: string, size: 80 | 128 | 256): string {
  const hash = MEDIA.exec(src)?.[1];
  return hash ? `/media/logo/${hash}-${size}.webp` : src;
}

/** A small round logo (header, feed): 80 px on most phones, 128 px on 3× screens; no set for other URLs. */
export const smallLogoSrcSet = (src: string) => (MEDIA.test(src) ? `${logoSrc(src, 80)} 80w, ${logoSrc(src, 128)} 128w` : undefined);

/** The shop's app icon (192 px PNG, plugins/web-manifest.ts) for a stored logo, else the default logo: the browser tab's icon. */
export function appIconSrc(logo: string | undefined): string {
  const hash = MEDIA.exec(logo ?? '')?.[1];
  return hash ? `/media/icon/${hash}-192.png` : '/default-logo.png';
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
  /** "en" when the alt text is the owner's English on a Hindi page. */
  lang?: string;
}

export function ResponsiveImage({ src, alt, width, height, sizes, eager, fallback, className, lang }: ResponsiveImageProps) {
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
      lang={lang}
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
