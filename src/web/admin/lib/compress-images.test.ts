import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: { file: File; options: Record<string, unknown> }[] = [];
vi.mock('browser-image-compression', () => ({
  default: vi.fn(async (file: File, options: Record<string, unknown>) => {
    calls.push({ file, options });
    return new File([new Uint8Array(10)], file.name, { type: file.type });
  }),
}));

const { checkImages, compressImage, prepareImages, timestampName, MAX_IMAGES, SKIPPED_MESSAGE, TOO_MANY_MESSAGE } = await import('./compress-images.ts');

const file = (name: string, type: string) => new File([new Uint8Array(4)], name, { type });
const jpeg = (n: number) => Array.from({ length: n }, (_, i) => file(`p${i}.jpg`, 'image/jpeg'));

afterEach(() => {
  calls.length = 0;
  vi.useRealTimers();
});

describe('checkImages', () => {
  it('keeps jpeg, png and webp and flags any other type as skipped', () => {
    const picked = [
      file('a.jpg', 'image/jpeg'),
      file('b.gif', 'image/gif'),
      file('c.png', 'image/png'),
      file('d.svg', 'image/svg+xml'),
      file('e.webp', 'image/webp'),
      file('f.heic', 'image/heic'),
    ];
    const result = checkImages(picked);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.jpg', 'c.png', 'e.webp']);
    expect(result.skipped).toBe(true);
    expect(result.tooMany).toBe(false);
  });

  it('does not flag a pick of allowed images', () => {
    expect(checkImages(jpeg(3))).toEqual({ accepted: jpeg(3).map(() => expect.any(File)), skipped: false, tooMany: false });
  });

  it('allows at most 10 in total, counting those already in the form', () => {
    expect(checkImages(jpeg(10)).tooMany).toBe(false);
    const over = checkImages(jpeg(11));
    expect(over.tooMany).toBe(true);
    expect(over.accepted).toHaveLength(MAX_IMAGES);
    const withExisting = checkImages(jpeg(4), 8);
    expect(withExisting.tooMany).toBe(true);
    expect(withExisting.accepted.map((f) => f.name)).toEqual(['p0.jpg', 'p1.jpg']);
    expect(checkImages(jpeg(1), 10).accepted).toEqual([]);
  });

  it('uses the spec texts', () => {
    expect(SKIPPED_MESSAGE).toBe('Some files were skipped.');
    expect(TOO_MANY_MESSAGE).toBe('Max 10 images allowed.');
  });
});

describe('compressImage', () => {
  it('compresses to 1 MB / 1920 px in 10 rounds with a self-hosted worker script, renamed with a time prefix', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_000, toFake: ['Date'] });
    const out = await compressImage(file('photo.png', 'image/png'));
    expect(out.name).toBe('1700000000000-photo.png');
    expect(out.type).toBe('image/png');
    const options = calls[0]!.options;
    expect(options).toMatchObject({ maxSizeMB: 1, maxWidthOrHeight: 1920, maxIteration: 10, useWebWorker: true });
    const libURL = new URL(String(options.libURL));
    expect(libURL.origin).toBe(location.origin);
    expect(libURL.pathname).toMatch(/browser-image-compression.*\.js$/);
    expect(String(options.libURL)).not.toMatch(/jsdelivr|unpkg|cdn/);
  });

  it('names files as the spec says', () => {
    expect(timestampName('a b.jpg', 42)).toBe('42-a b.jpg');
  });
});

describe('prepareImages', () => {
  it('compresses only the accepted files and reports what was dropped', async () => {
    const result = await prepareImages([...jpeg(2), file('x.gif', 'image/gif')], { already: 9 });
    expect(calls.map((c) => c.file.name)).toEqual(['p0.jpg']);
    expect(result.files).toHaveLength(1);
    expect(result.files[0]!.name).toMatch(/^\d+-p0\.jpg$/);
    expect(result).toMatchObject({ skipped: true, tooMany: true });
  });

  it('reports overall progress', async () => {
    const seen: number[] = [];
    await prepareImages(jpeg(2), { onProgress: (p) => seen.push(p) });
    expect(calls).toHaveLength(2);
    // The mocked compressor reports nothing itself; the bound callback maps a file's 100 % to its share.
    (calls[1]!.options.onProgress as ((p: number) => void) | undefined)?.(100);
    expect(seen.at(-1)).toBe(100);
  });
});
