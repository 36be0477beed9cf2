import { checkImage, decodeError, MAX_INPUT_PIXELS } from '../../media/image-pipeline.ts';
import { unsupported } from '../../lib/http-errors.ts';
import { customerImageQueue, imageQueue } from '../../media/image-queue.ts';
import { loadSharp } from '../../media/sharp-loader.ts';
import { useShippedFonts } from '../../lib/shipped-fonts.ts';
import { watermarkLayers } from '../previews/render-preview.ts';

/** Big enough to read every letter of a card on a phone (and zoomed), too small to print from. */
const PROOF_MAX_SIDE = 1600;
/** A customer's photo or logo: what the designer needs, without a camera's full 50 MP. */
const CUSTOMER_MAX_SIDE = 2560;

/** Decodes a checked upload once: turned upright, at most `side` pixels, metadata gone; a proof on white, a logo keeps its transparency. */
async function upright(input: Buffer, side: number, onWhite: boolean) {
  await checkImage(input);
  const sharp = await loadSharp();
  try {
    const img = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
    return await (onWhite ? img.flatten({ background: '#ffffff' }) : img).png().toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw decodeError(err);
  }
}

/**
 * A proof as the customer sees it: checked by its bytes, re-encoded, and watermarked at upload with
 * the shop's name like the listing previews (or "PROOF" before the shop has one). Only this copy is
 * kept: no unmarked file of the design ever leaves the shop through its link.
 */
export function watermarkedProof(input: Buffer, shopName: string): Promise<Buffer> {
  // One picture at a time in the whole process, as every upload (media/image-queue.ts).
  return imageQueue.run(async () => {
    const base = await upright(input, PROOF_MAX_SIDE, true);
    useShippedFonts();
    const layers = await watermarkLayers(shopName.trim() || 'PROOF', base.info.width, base.info.height);
    return (await loadSharp())(base.data).composite(layers).webp({ quality: 82 }).toBuffer();
  });
}

/** A customer's own photo or logo, checked by its bytes and re-encoded (no EXIF or GPS kept). */
export function customerImage(input: Buffer): Promise<Buffer> {
  return customerImageQueue.run(async () => {
    const base = await upright(input, CUSTOMER_MAX_SIDE, false);
    return (await loadSharp())(base.data).webp({ quality: 86 }).toBuffer();
  });
}

/** A PDF offered beside a proof: checked by its first bytes, kept as sent, only ever served as a download. */
export function checkPdf(input: Buffer): Buffer {
  if (input.subarray(0, 5).toString('latin1') !== '%PDF-') throw unsupported('The attachment must be a PDF file.');
  return input;
}
