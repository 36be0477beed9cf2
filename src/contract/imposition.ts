/**
 * How pieces lie on a press sheet (issue 29, item 3): a grid of pieces, each its trim plus its own
 * bleed, butting bleed to bleed, the block centred on the sheet and inside its margins; turned a
 * quarter when that fits more. Pure, and shared: the server lays out the PDF with it and the job
 * screen draws the same layout.
 *
 * Everything is computed in tenths of a millimetre (integers): 0.1 mm is the finest size the settings
 * take, and integers make "does it fit" exact (310 / 95 is never 3.2631…9 one way and …01 the other).
 */
export interface SheetSize {
  widthMm: number;
  heightMm: number;
}
export interface PieceSize {
  widthMm: number;
  heightMm: number;
  bleedMm: number;
}
interface Placement {
  /** The piece with its bleed, from the sheet's top-left corner, in mm. */
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Layout {
  across: number;
  down: number;
  rotated: boolean;
  perSheet: number;
  /** The block of pieces (with bleed), centred: where its left and top edges are, in mm. */
  left: number;
  top: number;
  /** Each piece's outer (bleed) box, row by row from the top-left. */
  pieces: Placement[];
}

const tenths = (mm: number) => Math.round(mm * 10);

/** The layout, or null when not even one piece fits inside the margins. */
export function layOut(sheet: SheetSize, piece: PieceSize, marginMm: number): Layout | null {
  const usableW = tenths(sheet.widthMm) - 2 * tenths(marginMm);
  const usableH = tenths(sheet.heightMm) - 2 * tenths(marginMm);
  const pieceW = tenths(piece.widthMm) + 2 * tenths(piece.bleedMm);
  const pieceH = tenths(piece.heightMm) + 2 * tenths(piece.bleedMm);
  if (usableW <= 0 || usableH <= 0) return null;
  const grid = (w: number, h: number) => ({ across: Math.floor(usableW / w), down: Math.floor(usableH / h), w, h });
  const upright = grid(pieceW, pieceH);
  const turned = grid(pieceH, pieceW);
  // Turned only when that fits strictly more: an upright layout is the one the owner expects.
  const rotated = turned.across * turned.down > upright.across * upright.down;
  const best = rotated ? turned : upright;
  const perSheet = best.across * best.down;
  if (perSheet === 0) return null;
  const left = Math.floor((tenths(sheet.widthMm) - best.across * best.w) / 2);
  const top = Math.floor((tenths(sheet.heightMm) - best.down * best.h) / 2);
  const pieces: Placement[] = [];
  for (let row = 0; row < best.down; row++) {
    for (let col = 0; col < best.across; col++) {
      pieces.push({ x: (left + col * best.w) / 10, y: (top + row * best.h) / 10, width: best.w / 10, height: best.h / 10 });
    }
  }
  return { across: best.across, down: best.down, rotated, perSheet, left: left / 10, top: top / 10, pieces };
}

/**
 * The sheets to print: enough for the quantity, plus the wastage on top, rounded up (500 cards at 21 a
 * sheet are 24 sheets, and with 5 % wastage 25.2, so 26).
 */
export function sheetsNeeded(quantity: number, perSheet: number, wastagePercent: number): number {
  if (quantity <= 0) return 0;
  const base = Math.ceil(quantity / perSheet);
  // Wastage in tenths of a percent: base × (1000 + w) / 1000, rounded up, all in integers.
  const scaled = base * (1000 + tenths(wastagePercent));
  return Math.ceil(scaled / 1000);
}
