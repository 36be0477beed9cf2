import sharp from 'sharp';
import { processImage } from '../src/server/media/image-pipeline.ts';

interface PhotoRun {
  ms: number[];
  worstMs: number;
  medianMs: number;
}

export interface InProcessResult extends PhotoRun {
  inputMb: number;
  inputSize: string;
  /** The stored files: original (≤ 1920 px) and the 320/640/1280 WebP and AVIF variants. */
  files: Array<{ name: string; kb: number }>;
}

export interface UploadResult extends PhotoRun {
  status: number[];
}

/**
 * A phone-sized worst case: 4000×3000 of gaussian noise at JPEG quality 95 is about 9 MB, since
 * noise does not compress. Each call makes a new one (sharp's noise is random), so its hash is new.
 */
export async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

export async function processInProcess(photo: Buffer, runs: number): Promise<InProcessResult> {
  const ms: number[] = [];
  let files: InProcessResult['files'] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const image = await processImage(photo);
    ms.push(Math.round(performance.now() - started));
    files = image.files.map((f) => ({ name: f.name.replace(/^[0-9a-f]{32}/, '<hash>'), kb: Math.round(f.data.length / 102.4) / 10 }));
  }
  const meta = await sharp(photo).metadata();
  return { ...stats(ms), inputMb: Math.round(photo.length / 10_485.76) / 100, inputSize: `${meta.width}×${meta.height}`, files };
}

/** Logs in like the admin screen does; returns the session cookie. */
export async function login(base: string, user: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ User_name: user, Password: password }),
  });
  const sid = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!res.ok || !sid) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return sid.split(';')[0]!;
}

/** POST /api/categories with the photo, as the admin's category form sends it. */
export async function uploadOverHttp(base: string, cookie: string, photos: Buffer[]): Promise<UploadResult> {
  const ms: number[] = [];
  const status: number[] = [];
  for (const [i, photo] of photos.entries()) {
    const form = new FormData();
    form.append('name', `Bench Photo ${i + 1}`);
    form.append('image', new Blob([Uint8Array.from(photo)], { type: 'image/jpeg' }), 'IMG_20240611_101500.jpg');
    const started = performance.now();
    const res = await fetch(`${base}/api/categories`, { method: 'POST', headers: { cookie, origin: base }, body: form });
    await res.arrayBuffer();
    ms.push(Math.round(performance.now() - started));
    status.push(res.status);
  }
  return { ...stats(ms), status };
}

function stats(ms: number[]): PhotoRun {
  const sorted = [...ms].sort((a, b) => a - b);
  return { ms, worstMs: sorted.at(-1) ?? 0, medianMs: sorted[Math.floor((sorted.length - 1) / 2)] ?? 0 };
}
