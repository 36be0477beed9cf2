import sharp from 'sharp';

/** A real JPEG of the given size and colour (distinct colours give distinct content hashes). */
export function jpeg(width = 800, height = 600, color = { r: 200, g: 30, b: 60 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

export function png(width = 400, height = 400, color = { r: 20, g: 160, b: 60, alpha: 1 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: color } })
    .png()
    .toBuffer();
}

export function webp(width = 400, height = 300, color = { r: 20, g: 60, b: 200 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .webp()
    .toBuffer();
}

let seed = 0;
/** A JPEG no other call of this process has produced. */
export function uniqueJpeg(width = 640, height = 480): Promise<Buffer> {
  seed += 1;
  return jpeg(width, height, { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 });
}

export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

export function gif(): Promise<Buffer> {
  return sharp({ create: { width: 10, height: 10, channels: 3, background: '#f00' } })
    .gif()
    .toBuffer();
}

/** A 10000×10000 PNG: a few hundred kilobytes on disk, 100 million pixels decoded. */
export function pixelBomb(): Promise<Buffer> {
  return sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#fff' }, limitInputPixels: false })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

type Part = string | { data: Buffer; filename?: string; type?: string };

/** A multipart body for app.inject; a field given an array repeats (several files). */
export function form(fields: Record<string, Part | Part[]>): FormData {
  const fd = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === 'string') fd.append(key, part);
      else fd.append(key, new Blob([new Uint8Array(part.data)], { type: part.type ?? 'image/jpeg' }), part.filename ?? 'photo.jpg');
    }
  }
  return fd;
}
