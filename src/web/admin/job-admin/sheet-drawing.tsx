import { layOut } from '../../../contract/imposition.ts';
import type { Imposition } from '../../../contract/printing.ts';

/**
 * The sheet drawn small, to scale: its edge, the margin the press cannot print (dashed) and each
 * piece with its bleed, as the imposed PDF places them (the same layOut).
 */
export function SheetDrawing({ imposition, marginMm }: { imposition: Imposition; marginMm: number }) {
  const { sheet, piece } = imposition;
  const layout = layOut(sheet, piece, marginMm);
  if (!layout) return null;
  const label = `${sheet.name}: ${layout.across} across and ${layout.down} down${layout.rotated ? ', turned' : ''}, ${layout.perSheet} a sheet`;
  return (
    <svg viewBox={`0 0 ${sheet.widthMm} ${sheet.heightMm}`} role="img" aria-label={label} className="h-auto w-40 max-w-full shrink-0 bg-white">
      <rect x="0.5" y="0.5" width={sheet.widthMm - 1} height={sheet.heightMm - 1} fill="#fff" stroke="#57534e" strokeWidth="1" />
      <rect
        x={marginMm}
        y={marginMm}
        width={sheet.widthMm - 2 * marginMm}
        height={sheet.heightMm - 2 * marginMm}
        fill="none"
        stroke="#a8a29e"
        strokeWidth="1"
        strokeDasharray="4 3"
      />
      {layout.pieces.map((p, i) => (
        <rect key={i} x={p.x} y={p.y} width={p.width} height={p.height} fill="#fde68a" stroke="#92400e" strokeWidth="0.8" />
      ))}
    </svg>
  );
}
