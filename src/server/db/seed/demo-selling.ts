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

/** Drawn in the design's title colour (demo-plan.ts), so the names read on every palette. */
const zone = (key: string, label: string, y: number, h: number): PersonalField => ({ key, label, x: 0.12, y, w: 0.76, h, align: 'center', colour: '#222222' });

/** A print option from its choices' surcharges per card, in the order they are offered. */
const option = (name: string, surcharges: Record<string, string>): ProductOption => ({
  name,
  choices: Object.entries(surcharges).map(([label, surcharge]) => ({ label, surcharge })),
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
