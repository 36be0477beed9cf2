import type { PrintSize } from '../../../contract/print-size.ts';
import type { Art } from './demo-types.ts';

const size = (widthMm: number, heightMm: number): PrintSize => ({ widthMm, heightMm, bleedMm: 3, sides: 1 });

/** The wedding envelope (issue 30): DL, 220 × 110 mm, one per guest's name. */
export const DL_ENVELOPE: PrintSize = size(220, 110);

/**
 * The demo's printed sizes (issue 29), by the kind of design: invitations are 5×7 in cards, the
 * small occasion cards 4×6 in, visiting and ID cards their standard sizes. The demo's pictures are
 * all portrait (1200×1600), so its visiting and ID cards are the portrait ones (51×89, 54×85.6 mm)
 * and its master pictures print near 220 dpi: the listing form shows the warning as it should.
 * Trophies are not printed on paper: no size.
 */
export const DEMO_PRINT_SIZES: Partial<Record<Art, PrintSize>> = {
  mandala: size(127, 178),
  scroll: size(127, 178),
  balloons: size(127, 178),
  idcard: size(54, 85.6),
  visiting: size(51, 89),
  kalash: size(101.6, 152.4),
  ribbon: size(101.6, 152.4),
  diya: size(101.6, 152.4),
};
