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
        <button ref={close} type="button" onClick={onClose} className="absolute top-2 right-2 inline-flex min-h-11 items-center rounded bg-white/90 px-3 font-medium text-stone-900">
          Close
        </button>
        <img src={src} alt={alt} className="max-h-full max-w-full object-contain" />
      </div>
    </div>,
    document.body,
  );
}
