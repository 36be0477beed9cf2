import { gzipSync } from 'node:zlib';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { upiPayLink } from '../../../contract/billing/upi.ts';
import { qrSvg } from './upi-qr.ts';

/** What a phone's camera would read: the SVG drawn to pixels, then decoded by a QR reader that knows nothing of ours. */
async function scan(svg: string, width: number): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg)).resize(width).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

describe('UPI QR code', () => {
  const link = upiPayLink({ upiId: 'shri.ganesh-prints@okaxis', payee: 'Shri Ganesh Prints & Co', amountPaise: 1_250_050n, orderNumber: 'SGP-2026-27-0042' });

  it('decodes back to the very same link, small or large', async () => {
    const svg = qrSvg(link, 'Pay ₹12,500.50 by UPI');
    expect(await scan(svg, 300)).toBe(link);
    expect(await scan(svg, 900)).toBe(link);
  });

  it('holds a long payee name and Devanagari (percent-encoded) as well', async () => {
    const long = upiPayLink({ upiId: 'shop@ybl', payee: `श्री गणेश प्रिंटर्स ${'x'.repeat(60)}`, amountPaise: 100n, orderNumber: 'Q/2026-27/1234' });
    expect(await scan(qrSvg(long, 'Pay'), 600)).toBe(long);
  });

  it('is a small SVG with a quiet zone and a label that cannot break out of its attribute', () => {
    const svg = qrSvg(link, 'Pay "now" <b>&</b>');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('aria-label="Pay &quot;now&quot; &lt;b>&amp;&lt;/b>"');
    expect(svg).not.toContain('<b>');
    // It travels gzipped inside the quote page.
    expect(gzipSync(svg).length).toBeLessThan(3000);
    // Nothing dark within four modules of the edge.
    expect(
      svg.match(/M(\d+) (\d+)/g)!.every((m) =>
        m
          .split(/[M ]/)
          .slice(1)
          .every((v) => Number(v) >= 4),
      ),
    ).toBe(true);
  });
});
