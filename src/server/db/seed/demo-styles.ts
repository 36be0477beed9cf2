import type { Palette, Variant } from './demo-types.ts';

/** Colours, variants and stock sentences the demo catalogue shares between its categories. */
const p = (bg: [string, string], ink: string, accent: string, text: string): Palette => ({ bg, ink, accent, text });

export const FESTIVE: Palette[] = [
  p(['#7a1020', '#4a0812'], '#e9c46a', '#c1121f', '#fdf0c4'),
  p(['#b23a0c', '#7c1d06'], '#ffd166', '#f4a261', '#fff3d6'),
  p(['#0b3d2e', '#06231a'], '#e9c46a', '#2a9d8f', '#f7ecc8'),
  p(['#1d2f6f', '#0f1a40'], '#f2cc8f', '#5a6fd6', '#fbf3dc'),
  p(['#fbf3e4', '#efdcb8'], '#8c1c13', '#d4a017', '#6b0f1a'),
];
export const CHEERFUL: Palette[] = [
  p(['#ffd6e8', '#ff9ec7'], '#b5179e', '#f72585', '#5a0b4d'),
  p(['#caf0f8', '#7dd3fc'], '#0369a1', '#f59e0b', '#0c2d48'),
  p(['#fff3b0', '#ffd166'], '#9a3412', '#ef476f', '#4a1d05'),
];
export const METAL: Palette[] = [
  p(['#14213d', '#0a1124'], '#fca311', '#f5c542', '#fdf6e3'),
  p(['#5b0e2d', '#2e0716'], '#d9d9d9', '#c0c0c0', '#f4f4f4'),
  p(['#1b4332', '#0d2119'], '#d4a373', '#cd7f32', '#f6efe6'),
];
export const OFFICE: Palette[] = [
  p(['#e0ecff', '#b9d3f5'], '#1d4ed8', '#0f766e', '#0b1f4d'),
  p(['#e6fffa', '#b2f5ea'], '#0f766e', '#dc2626', '#073b36'),
  p(['#111111', '#2b2b2b'], '#d4af37', '#d4af37', '#f5f0e1'),
];

export const CARD_VARIANTS: Variant[] = [
  { label: 'Gold Foil', note: 'Hot foil stamping in gold on the front panel.', factor: 1.25 },
  { label: 'with Envelope', note: 'A matching printed envelope comes with every card.', factor: 1 },
  { label: 'Laser Cut', note: 'Fine laser-cut jaali work on the outer jacket.', factor: 1.4 },
  { label: 'Budget Print', note: 'Budget version on lighter card, without foil or cutting.', factor: 0.6 },
  { label: 'Premium Box Pack', note: 'Packed in a rigid gift box, ideal for close relatives.', factor: 2.2 },
];
/** The wedding envelope's (issue 30): the same labels as the cards', so their Hindi names serve. */
export const ENVELOPE_VARIANTS: Variant[] = [
  { label: 'Gold Foil', note: "Each guest's name in gold foil on the front.", factor: 1.25 },
  { label: 'Laser Cut', note: 'A laser-cut jaali flap over the name.', factor: 1.4 },
  { label: 'Budget Print', note: 'On lighter paper, the name printed plain.', factor: 0.7 },
  { label: 'with Tassel', note: 'A silk tassel on the flap, in the colour of the card.', factor: 1.3 },
  { label: 'Premium Box Pack', note: 'Packed in a rigid gift box with the cards, for close relatives.', factor: 1.8 },
];
export const SMALL_CARD_VARIANTS: Variant[] = [
  { label: 'with Envelope', note: 'A matching printed envelope comes with every card.', factor: 1 },
  { label: 'Single Card', note: 'Flat single card, both sides printed.', factor: 0.7 },
  { label: 'Folded Card', note: 'Two-fold card with the programme printed inside.', factor: 1.2 },
  { label: 'Gold Foil', note: 'Gold foil on the border and the main heading.', factor: 1.3 },
  { label: 'Digital + Print Combo', note: 'Includes a WhatsApp-ready digital invite of the same design.', factor: 1.45 },
];
export const SCROLL_VARIANTS: Variant[] = [
  { label: 'Velvet Case', note: 'Delivered in a velvet-covered case with a gold border.', factor: 1.3 },
  { label: 'Wooden Rods', note: 'Rolled on polished wooden rods with brass caps.', factor: 1.15 },
  { label: 'with Tassel', note: 'Finished with a silk tassel in a matching colour.', factor: 1 },
  { label: 'Acrylic Box', note: 'Packed in a clear acrylic box.', factor: 1.6 },
  { label: 'Paper Tube', note: 'Budget version in a printed paper tube.', factor: 0.7 },
];
export const LANYARD_VARIANTS: Variant[] = [
  { label: 'Single Colour Print', note: 'Your name printed in one colour along the strap.', factor: 0.8 },
  { label: 'Full Colour Print', note: 'Full-colour sublimation print on both sides.', factor: 1.2 },
  { label: '12 mm Width', note: 'Slim 12 mm strap.', factor: 0.9 },
  { label: '20 mm Width', note: 'Broad 20 mm strap for better visibility.', factor: 1.1 },
  { label: 'with Metal Hook', note: 'Fitted with a strong metal hook.', factor: 1 },
];
export const CARD_DETAILS = [
  'Printed on 300 GSM imported art card.',
  'Matter can be printed in Hindi, Marathi, Urdu or English.',
  'A free digital proof is shared on WhatsApp before printing.',
  'Usually ready in 5 to 7 working days.',
  'Courier available all over India.',
  'Bulk orders get a better rate; please call to discuss.',
];
