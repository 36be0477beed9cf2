import sharp from 'sharp';
import type { DesignPlan } from './demo-plan.ts';
import { dotRing, frame, mandala, petals } from './demo-ornaments.ts';
import { drawArt } from './demo-motifs.ts';
import type { BannerSeed } from './demo-site.ts';
import type { Art, Palette } from './demo-types.ts';

/** Demo pictures, drawn as SVG and rasterised locally by sharp: nothing is downloaded. */

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap by character count; good enough for short titles in a known font size. */
function wrap(text: string, maxChars: number, maxLines = 3): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > maxLines ? [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' ')] : lines;
}

function textBlock(
  lines: string[],
  x: number,
  y: number,
  size: number,
  fill: string,
  opts: { family?: string; anchor?: string; weight?: string } = {},
): string {
  const tspans = lines.map((l, i) => `<tspan x="${x}" dy="${i === 0 ? 0 : Math.round(size * 1.18)}">${escape(l)}</tspan>`).join('');
  return `<text x="${x}" y="${y}" font-family="${opts.family ?? 'serif'}" font-size="${size}" font-weight="${opts.weight ?? 'bold'}" fill="${fill}" text-anchor="${opts.anchor ?? 'middle'}">${tspans}</text>`;
}

// A plain gradient: a dotted texture looked nice but cost 10–15% more AVIF encoding time.
function background(w: number, h: number, c: Palette): string {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${c.bg[0]}"/><stop offset="1" stop-color="${c.bg[1]}"/></linearGradient>` +
    `</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`
  );
}

const svg = (w: number, h: number, body: string): Buffer =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`);

/** 1200×1600, like a phone photo of a printed card: the design's picture, its name and its kind. */
export function listingImage(d: DesignPlan, shopName: string): Promise<Buffer> {
  const c = d.palette;
  const title = wrap(d.title, 20);
  const titleY = 1150 - (title.length - 1) * 40;
  const body = [
    background(1200, 1600, c),
    frame(1200, 1600, c),
    drawArt(d.art, 600, 640, 330, c, d.seed),
    textBlock(title, 600, titleY, 78, c.text),
    `<rect x="380" y="${titleY + title.length * 92 - 30}" width="440" height="4" fill="${c.ink}"/>`,
    textBlock([d.subtitle.toUpperCase()], 600, titleY + title.length * 92 + 50, 40, c.ink, { family: 'sans-serif', weight: 'normal' }),
    textBlock([shopName], 600, 1500, 30, c.text, { family: 'sans-serif', weight: 'normal' }),
  ].join('');
  return sharp(svg(1200, 1600, body))
    .jpeg({ quality: 86 })
    .toBuffer();
}

/** 600×600 tile for a category or subcategory. */
export function tileImage(name: string, art: Art, c: Palette, seed: number): Promise<Buffer> {
  const lines = wrap(name, 18, 2);
  const body = [
    background(600, 600, c),
    frame(600, 600, c, 16),
    drawArt(art, 300, 250, 145, c, seed),
    textBlock(lines, 300, lines.length > 1 ? 468 : 500, 46, c.text),
  ].join('');
  return sharp(svg(600, 600, body))
    .jpeg({ quality: 86 })
    .toBuffer();
}

/** 1600×600 home-page banner: headline on the left, a mandala on the right. */
export function bannerImage(b: BannerSeed, shopName: string, seed: number): Promise<Buffer> {
  const c = b.palette;
  // Bold serif glyphs average about 0.7 em: the headline must end before the mandala at x≈1160.
  const headlineSize = Math.min(86, Math.floor(1000 / (b.headline.length * 0.7)));
  const body = [
    background(1600, 600, c),
    mandala(1390, 300, 220, c, seed),
    dotRing(1390, 300, 250, 60, 4, c.ink),
    `<rect x="24" y="24" width="1552" height="552" fill="none" stroke="${c.ink}" stroke-width="5"/>`,
    textBlock([b.headline], 110, 250, headlineSize, c.text, { anchor: 'start' }),
    textBlock([b.subline], 110, 340, 46, c.ink, { anchor: 'start', family: 'sans-serif', weight: 'normal' }),
    `<rect x="110" y="400" width="440" height="76" rx="38" fill="${c.ink}"/>`,
    textBlock(['Enquire on WhatsApp'], 330, 449, 30, c.bg[1], { family: 'sans-serif' }),
    textBlock([shopName], 110, 540, 28, c.text, { anchor: 'start', family: 'sans-serif', weight: 'normal' }),
  ].join('');
  return sharp(svg(1600, 600, body))
    .jpeg({ quality: 86 })
    .toBuffer();
}

/** 600×600 PNG with a transparent corner: a round seal with the shop's initials. */
export function logoImage(shopName: string): Promise<Buffer> {
  const initials = shopName
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const c: Palette = { bg: ['#7a1020', '#4a0812'], ink: '#e9c46a', accent: '#c1121f', text: '#fdf0c4' };
  const body = [
    `<circle cx="300" cy="300" r="292" fill="${c.bg[0]}" stroke="${c.ink}" stroke-width="10"/>`,
    petals(300, 300, 270, 24, c.bg[1], c.ink),
    `<circle cx="300" cy="300" r="190" fill="${c.bg[0]}" stroke="${c.ink}" stroke-width="6"/>`,
    dotRing(300, 300, 172, 36, 4, c.ink),
    textBlock([initials], 300, 330, 150, c.ink),
    textBlock([shopName.split(/\s+/).slice(-1)[0]!.toUpperCase()], 300, 400, 34, c.text, { family: 'sans-serif' }),
  ].join('');
  return sharp(svg(600, 600, body))
    .png({ compressionLevel: 7 })
    .toBuffer();
}
