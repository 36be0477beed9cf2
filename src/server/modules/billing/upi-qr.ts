import qrcode from 'qrcode-generator';

/** UPI apps scan from a screen, sometimes a dim one: level M survives smudges without a denser code. */
const ERROR_CORRECTION = 'M';
/** The quiet zone the QR standard asks for, in modules. */
const QUIET = 4;

/** A QR code as horizontal runs of dark modules, quiet zone included: `size` modules a side. */
export interface QrRuns {
  size: number;
  runs: { x: number; y: number; length: number }[];
}

/** The QR code of `text` (level M, the smallest version that holds it). */
export function qrRuns(text: string): QrRuns {
  const qr = qrcode(0, ERROR_CORRECTION);
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  const runs: QrRuns['runs'] = [];
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n;) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && qr.isDark(row, col)) col++;
      runs.push({ x: start + QUIET, y: row + QUIET, length: col - start });
    }
  }
  return { size: n + 2 * QUIET, runs };
}

/**
 * A UPI link as a QR code in SVG, drawn on the server so the quote page carries no QR code of its own.
 * One path of horizontal runs, in module units: crisp at any size, a few kilobytes.
 */
export function qrSvg(text: string, label: string): string {
  const { size, runs } = qrRuns(text);
  const path = runs.map((r) => `M${r.x} ${r.y}h${r.length}v1h-${r.length}z`).join('');
  const escaped = label.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escaped}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}
