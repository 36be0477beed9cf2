import { loadSharp } from '../../media/sharp-loader.ts';
import { DemoRandom } from './demo-random.ts';

const BACKGROUNDS = ['#dbe9f6', '#f6e3d3', '#e2f0d9', '#efe1f3', '#f9f1c8', '#d9f0ee'];
const SKIN = ['#8d5524', '#a8693f', '#c68642', '#e0ac69', '#b5773f', '#7a4a24'];
const HAIR = ['#1b1212', '#2c1d14', '#3b2a1f', '#141414'];
const SHIRT = ['#1f3a93', '#8e1c1c', '#2e7d32', '#f2f2f2', '#5d4037'];

/** A drawn face (no one's): background, shoulders in a uniform, a head, hair, eyes and a smile, as SVG. */
function avatarSvg(width: number, height: number, random: DemoRandom): string {
  const cx = width / 2;
  const head = { y: height * 0.42, rx: width * 0.2, ry: height * 0.17 };
  const eyeY = head.y - head.ry * 0.1;
  const skin = random.pick(SKIN);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="${random.pick(BACKGROUNDS)}"/>
  <ellipse cx="${cx}" cy="${height * 1.02}" rx="${width * 0.46}" ry="${height * 0.3}" fill="${random.pick(SHIRT)}"/>
  <rect x="${cx - width * 0.07}" y="${head.y + head.ry * 0.7}" width="${width * 0.14}" height="${height * 0.12}" fill="${skin}"/>
  <ellipse cx="${cx}" cy="${head.y - head.ry * 0.35}" rx="${head.rx * 1.08}" ry="${head.ry * 0.8}" fill="${random.pick(HAIR)}"/>
  <ellipse cx="${cx}" cy="${head.y}" rx="${head.rx}" ry="${head.ry}" fill="${skin}"/>
  <ellipse cx="${cx - head.rx * 0.38}" cy="${eyeY}" rx="${head.rx * 0.1}" ry="${head.ry * 0.07}" fill="#1a1a1a"/>
  <ellipse cx="${cx + head.rx * 0.38}" cy="${eyeY}" rx="${head.rx * 0.1}" ry="${head.ry * 0.07}" fill="#1a1a1a"/>
  <path d="M ${cx - head.rx * 0.35} ${head.y + head.ry * 0.4} Q ${cx} ${head.y + head.ry * 0.65} ${cx + head.rx * 0.35} ${head.y + head.ry * 0.4}" stroke="#5a1e1e" stroke-width="${width * 0.012}" fill="none"/>
</svg>`;
}

/** Sensor noise per photo width, made once: most of a photo's bytes, and the slow part to make. */
const noiseLayers = new Map<number, Promise<Buffer>>();

async function noiseOf(width: number, height: number): Promise<Buffer> {
  const sharp = await loadSharp();
  let layer = noiseLayers.get(width);
  if (!layer) {
    layer = sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .raw()
      .toBuffer();
    noiseLayers.set(width, layer);
  }
  return layer;
}

/**
 * A student's photo as a phone or a school camera gives it: a portrait JPEG of 0.5–2 MB with sensor
 * noise (what makes a real photo that large), and EXIF orientation 1. Drawn, never a real face.
 */
export async function sampleAvatar(seed: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const random = new DemoRandom(seed);
  const width = random.pick([1500, 1800, 2100]);
  const height = Math.round((width * 4) / 3);
  const noise = await noiseOf(width, height);
  return sharp(Buffer.from(avatarSvg(width, height, random)))
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: random.int(90, 95) })
    .toBuffer();
}
