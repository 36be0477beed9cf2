import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useDialog } from './use-dialog.ts';

export interface ImageOverlayProps {
  /** The image to show full size; null or undefined = closed. */
  src: string | null | undefined;
  alt: string;
  onClose: () => void;
}

/** A full-size image over the page; a click anywhere, Escape or the Close button closes it. */
export function ImageOverlay({ src, alt, onClose }: ImageOverlayProps) {
  const close = useRef<HTMLButtonElement>(null);
  const { ref, onKeyDown } = useDialog(Boolean(src), onClose, close);
  if (!src) return null;
  return createPortal(
    // A click anywhere closes it (spec); the keyboard has Escape and the Close button.
    <div role="presentation" onClick={onClose} className="fixed inset-0 z-50 cursor-zoom-out bg-black/85 p-2">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-label={alt ? `Image: ${alt}` : 'Image preview'}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="flex h-full w-full items-center justify-center outline-none"
      >
        <button
          ref={close}
          type="button"
          onClick={onClose}
          className="absolute top-2 right-2 inline-flex min-h-11 items-center rounded bg-white/90 px-3 font-medium text-stone-900"
        >
          Close
        </button>
        <img src={src} alt={alt} className="max-h-full max-w-full object-contain" />
      </div>
    </div>,
    document.body,
  );
}

/** A row's small image that opens the full-size one ("View image of …"). */
export function Thumbnail({ src, name, onOpen }: { src: string; name: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`View image of ${name}`}
      className="block rounded focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <ResponsiveImage src={src} alt="" width={64} height={64} sizes="64px" className="size-16 rounded object-cover" />
    </button>
  );
}
