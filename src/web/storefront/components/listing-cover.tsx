import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import * as m from '../i18n/messages.ts';

/** A listing's first image, square, up to 640 px; decorative (alt=""), for its title stands beside it. */
export function ListingCover({ src, sizes, eager, className }: { src: string; sizes: string; eager: boolean; className: string }) {
  return <ResponsiveImage src={src} alt="" width={640} height={640} sizes={sizes} eager={eager} className={className} />;
}

/** Where a listing's cover would be, for a listing with no image. */
export function NoImage() {
  return <span className="flex aspect-square items-center justify-center bg-stone-100 text-sm text-stone-600">{m.noImageAvailable}</span>;
}
