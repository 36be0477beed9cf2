import type { PersonalField, ProductOption } from '../../../contract/selling.ts';

/**
 * How the demo's cards sell (issue 9): price breaks as a share of the listing's price, print options
 * with a surcharge per card, and the zones where the couple's names and the date go on the card
 * picture (demo-images.ts: the band above the art, and the band between the subtitle and the shop's name, y 1376–1456 of 1600).
 */
export interface SellingSeed {
  /** [from quantity, share of the price]. */
  tiers: [number, number][];
  options: ProductOption[];
  fields: PersonalField[];
}

/** The Hindi names the demo's owner gave the options, choices and zones (issue 28): every one, so a Hindi page shows no English of theirs. */
const HINDI: Record<string, string> = {
  Paper: 'कागज़',
  'Art card': 'आर्ट कार्ड',
  Handmade: 'हाथ का बना',
  Metallic: 'मेटैलिक',
  Foil: 'फ़ॉइल',
  None: 'कोई नहीं',
  Gold: 'सुनहरी',
  'Rose gold': 'रोज़ गोल्ड',
  Envelope: 'लिफ़ाफ़ा',
  Plain: 'सादा',
  Printed: 'छपा हुआ',
  'Bride & groom': 'दूल्हे और दुल्हन का नाम',
  'Date & venue': 'तारीख़ और स्थान',
  Name: 'नाम',
  'Date & place': 'तारीख़ और जगह',
  'Family name': 'परिवार का नाम',
  'Date & address': 'तारीख़ और पता',
  Class: 'कक्षा',
  'Roll number': 'रोल नंबर',
  'Blood group': 'ब्लड ग्रुप',
  Phone: 'फ़ोन',
  Photo: 'फ़ोटो',
  "Guest's name": 'अतिथि का नाम',
};
const hindi = (english: string): string => {
  const text = HINDI[english];
  if (!text) throw new Error(`The demo has no Hindi name for ${english}.`);
  return text;
};

/** Drawn in the design's title colour (demo-plan.ts), so the names read on every palette. */
const zone = (key: string, label: string, y: number, h: number): PersonalField => ({
  key,
  label,
  translations: { hi: { label: hindi(label) } },
  x: 0.12,
  y,
  w: 0.76,
  h,
  align: 'center',
  colour: '#222222',
});

/** A print option from its choices' surcharges per card, in the order they are offered. */
const option = (name: string, surcharges: Record<string, string>): ProductOption => ({
  name,
  translations: { hi: { name: hindi(name) } },
  choices: Object.entries(surcharges).map(([label, surcharge]) => ({ label, surcharge, translations: { hi: { label: hindi(label) } } })),
});

const PAPER = option('Paper', { 'Art card': '0', Handmade: '4', Metallic: '6' });

export const WEDDING_SELLING: SellingSeed = {
  tiers: [
    [250, 0.85],
    [500, 0.72],
    [1000, 0.62],
  ],
  options: [PAPER, option('Foil', { None: '0', Gold: '6', 'Rose gold': '7.50' }), option('Envelope', { Plain: '0', Printed: '3' })],
  fields: [zone('names', 'Bride & groom', 0.05, 0.11), zone('date', 'Date & venue', 0.86, 0.05)],
};

/** The wedding envelope (issue 30): one per guest, the guest's name from the family's sheet across its middle. */
export const ENVELOPE_SELLING: SellingSeed = {
  tiers: WEDDING_SELLING.tiers,
  options: [PAPER, option('Foil', { None: '0', Gold: '6', 'Rose gold': '7.50' })],
  fields: [{ ...zone('guest', "Guest's name", 0.45, 0.1), required: true }],
};

export const PARTY_SELLING: SellingSeed = {
  tiers: [
    [100, 0.85],
    [300, 0.7],
  ],
  options: [PAPER],
  fields: [zone('name', 'Name', 0.05, 0.11), zone('date', 'Date & place', 0.86, 0.05)],
};

export const SMALL_CARD_SELLING: SellingSeed = {
  tiers: [
    [200, 0.85],
    [500, 0.7],
  ],
  options: [option('Foil', { None: '0', Gold: '4' })],
  fields: [zone('names', 'Family name', 0.05, 0.11), zone('date', 'Date & address', 0.86, 0.05)],
};

/**
 * A zone of the demo's ID card (issue 30), where demo-motifs.ts draws it on the 1200×1600 picture:
 * the card spans x 0.356–0.644 and y 0.271–0.591, its photo box x 0.437–0.564, y 0.348–0.463.
 */
const cardZone = (key: string, label: string, box: [number, number, number, number], extra: Partial<PersonalField> = {}): PersonalField => ({
  ...zone(key, label, box[1], box[3]),
  x: box[0],
  w: box[2],
  ...extra,
});

/** A school's ID card, one per student from the school's sheet and photos: name and photo on every card. */
export const ID_CARD_SELLING: SellingSeed = {
  tiers: [
    [100, 0.9],
    [500, 0.8],
  ],
  options: [],
  fields: [
    cardZone('photo', 'Photo', [0.437, 0.348, 0.127, 0.115], { kind: 'photo', required: true }),
    cardZone('name', 'Name', [0.372, 0.466, 0.256, 0.024], { required: true }),
    cardZone('class', 'Class', [0.372, 0.494, 0.125, 0.02]),
    cardZone('roll_no', 'Roll number', [0.503, 0.494, 0.125, 0.02]),
    cardZone('blood_group', 'Blood group', [0.372, 0.518, 0.125, 0.02]),
    cardZone('phone', 'Phone', [0.503, 0.518, 0.125, 0.02]),
  ],
};
