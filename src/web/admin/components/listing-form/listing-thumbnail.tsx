import { ResponsiveImage } from '../../../shared/components/responsive-image.tsx';

export interface ListingThumbnailProps {
  src: string;
  /** The image's description, e.g. "Royal card, image 2". */
  alt: string;
  /** Opens the full-size overlay. */
  onOpen: (src: string) => void;
}

/**
 * A 64 px thumbnail of a listing image that opens it full size. It loads the smallest variant
 * (320 px), never the stored original (D-P5).
 */
export function ListingThumbnail({ src, alt, onOpen }: ListingThumbnailProps) {
  return (
    <button
      type="button"
      onClick={() => onOpen(src)}
      aria-label={`View ${alt} full size`}
      className="block size-16 shrink-0 overflow-hidden rounded-md border border-stone-200 bg-stone-100 hover:opacity-90"
    >
      <ResponsiveImage src={src} alt="" width={64} height={64} sizes="64px" className="size-16 object-cover" />
    </button>
  );
}
