import qrcode from 'qrcode-generator';

/** UPI apps scan from a screen, sometimes a dim one: level M survives smudges without a denser code. */
const ERROR_CORRECTION = 'M';
/** The quiet zone the QR standard asks for, in modules. */
const QUIET = 4;

/**
 * A UPI link as a QR code in SVG, drawn on the server so the quote page carries no QR code of its own.
 * One path of horizontal runs, in module units: crisp at any size, a few kilobytes.
 */
export function qrSvg(text: string, label: string): string {
  const qr = qrcode(0, ERROR_CORRECTION);
  qr.addData(text, 'Byte');
  qr.make();
  const n = qr.getModuleCount();
  const runs: string[] = [];
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n;) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && qr.isDark(row, col)) col++;
      runs.push(`M${start + QUIET} ${row + QUIET}h${col - start}v1h-${col - start}z`);
    }
  }
  const size = n + 2 * QUIET;
  const escaped = label.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escaped}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${runs.join('')}"/></svg>`
  );
}
