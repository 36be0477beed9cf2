import type { OverlayOptions } from 'sharp';
import { isPhotoZone, type PersonalField } from '../../../contract/selling.ts';
import { SHIPPED_FONT, useShippedFonts } from '../../lib/shipped-fonts.ts';
import { loadSharp, type SharpFn } from '../../media/sharp-loader.ts';

const PREVIEW_MAX_WIDTH = 640;
/** Measured once at this size, then drawn again at the size that fits the zone. */
const PROBE_DPI = 72;
const PROBE_POINTS = 40;
const MAX_DPI = 1200;

export interface PreviewInput {
  /** The design (any format sharp reads). */
  design: Buffer;
  fields: PersonalField[];
  /** Text per field key; blank or missing keys are left empty on the card. */
  texts: Record<string, string>;
  watermark: string;
}

/** Visitors type Pango markup without knowing it: & < > would break it or style the text. */
const escapeMarkup = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function textImage(sharp: SharpFn, markup: string, dpi: number) {
  return sharp({ text: { text: markup, font: `${SHIPPED_FONT} ${PROBE_POINTS}`, dpi, rgba: true, wrap: 'none' } });
}

/**
 * One line of text as large as fits in a box: drawn once to measure, once at the size that fits,
 * then (rounding can overshoot by a pixel) shrunk to fit for certain. Two draws instead of libvips'
 * autofit search, which draws a dozen times.
 */
async function fittedText(text: string, colour: string, boxWidth: number, boxHeight: number): Promise<{ data: Buffer; width: number; height: number } | null> {
  const sharp = await loadSharp();
  const markup = `<span foreground="${colour}">${escapeMarkup(text)}</span>`;
  const probe = await textImage(sharp, markup, PROBE_DPI).png().toBuffer({ resolveWithObject: true });
  const scale = Math.min(boxWidth / probe.info.width, boxHeight / probe.info.height);
  const dpi = Math.max(1, Math.min(MAX_DPI, Math.floor(PROBE_DPI * scale)));
  let drawn = await textImage(sharp, markup, dpi).png().toBuffer({ resolveWithObject: true });
  if (drawn.info.width > boxWidth || drawn.info.height > boxHeight) {
    drawn = await sharp(drawn.data).resize({ width: boxWidth, height: boxHeight, fit: 'inside' }).png().toBuffer({ resolveWithObject: true });
  }
  if (drawn.info.width < 1 || drawn.info.height < 1) return null;
  return { data: drawn.data, width: drawn.info.width, height: drawn.info.height };
}

/** The shop's name across the middle of the card, faint: a proof, not a printable file (and clear of the name zones, which sit at the top and bottom). */
export async function watermarkLayers(name: string, width: number, height: number): Promise<OverlayOptions[]> {
  const boxWidth = Math.round(width * 0.7);
  const boxHeight = Math.max(8, Math.round(height * 0.06));
  const sharp = await loadSharp();
  const markup = `<span foreground="#ffffff" alpha="55%">${escapeMarkup(name)}</span>`;
  const probe = await textImage(sharp, markup, PROBE_DPI).png().toBuffer({ resolveWithObject: true });
  const dpi = Math.max(1, Math.floor(PROBE_DPI * Math.min(boxWidth / probe.info.width, boxHeight / probe.info.height)));
  const text = await textImage(sharp, markup, dpi).png().toBuffer({ resolveWithObject: true });
  // A dark halo under the white letters so the mark shows on light and dark designs alike.
  const shadow = await sharp(text.data).ensureAlpha().linear([0, 0, 0, 0.35], [0, 0, 0, 0]).blur(1.5).png().toBuffer();
  const left = Math.max(0, Math.round((width - text.info.width) / 2));
  const top = Math.max(0, Math.round((height - text.info.height) / 2));
  return [
    { input: shadow, left, top },
    { input: text.data, left, top },
  ];
}

/**
 * The first image with each zone's text fitted into it, watermarked, as WebP at most 640 px wide.
 * The same input gives the same bytes (no time, no randomness), so a hash of the input can name it.
 */
export async function renderPreview(input: PreviewInput): Promise<Buffer> {
  useShippedFonts();
  const sharp = await loadSharp();
  const base = await sharp(input.design)
    .rotate()
    .resize({ width: PREVIEW_MAX_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = base.info;
  const layers: OverlayOptions[] = [];
  for (const field of input.fields) {
    // A photo zone stays empty in a visitor's preview: its photos come with a sheet (issue 30).
    const text = isPhotoZone(field) ? '' : (input.texts[field.key] ?? '').trim();
    if (!text) continue;
    const box = {
      left: Math.round(field.x * width),
      top: Math.round(field.y * height),
      width: Math.max(1, Math.floor(field.w * width)),
      height: Math.max(1, Math.floor(field.h * height)),
    };
    box.width = Math.min(box.width, width - box.left);
    box.height = Math.min(box.height, height - box.top);
    const drawn = await fittedText(text, field.colour, box.width, box.height);
    if (!drawn) continue;
    const spare = box.width - drawn.width;
    const left = box.left + (field.align === 'left' ? 0 : field.align === 'right' ? spare : Math.floor(spare / 2));
    layers.push({ input: drawn.data, left, top: box.top + Math.floor((box.height - drawn.height) / 2) });
  }
  if (input.watermark.trim()) layers.push(...(await watermarkLayers(input.watermark.trim(), width, height)));
  return sharp(base.data).composite(layers).webp({ quality: 80 }).toBuffer();
}
