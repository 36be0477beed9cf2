import type { PrintSize } from '../../../contract/print-size.ts';
import type { ListingValues } from '../../modules/listings/listings.repository.ts';
import type { SellingSeed } from './demo-selling.ts';

/** Shapes of the demo catalogue's data (demo-catalogue.ts) and of the art drawn for it. */
export type ReligionName = 'Hindu' | 'Muslim' | 'Sikh' | 'Christian';

/** Which picture is drawn on a design's image. */
export type Art = 'mandala' | 'scroll' | 'balloons' | 'trophy' | 'idcard' | 'visiting' | 'kalash' | 'ribbon' | 'diya';

export interface Palette {
  /** Background gradient, top to bottom. */
  bg: [string, string];
  /** Lines and ornaments. */
  ink: string;
  /** Fills that should stand out (petals, cups, ribbons). */
  accent: string;
  /** Title text. */
  text: string;
}

export interface Variant {
  /** Appended to the design's name: "Royal Maroon Ganesha Wedding Card – Gold Foil". */
  label: string;
  note: string;
  /** Price relative to the design's base price. */
  factor: number;
}

interface SubcategorySeed {
  name: string;
  /** Religions its listings are tagged with (picked at random); empty: none. */
  religions: ReligionName[];
  /** Named designs; each design has one generated image shared by its variants. */
  designs: string[];
  blurb: string;
  /** Base price range in rupees. */
  price: [number, number];
  art?: Art;
  /** Its own variants where the category's do not fit (scrolls, lanyards). */
  variants?: Variant[];
  /** Its own way of selling where the category's does not fit (school ID cards: a card per name). */
  sells?: SellingSeed;
  /** A design that sells and prints unlike the rest of its subcategory (the wedding envelope), by its name in `designs`. */
  ownDesigns?: Record<string, { sells: SellingSeed; print: PrintSize; price: [number, number]; variants: Variant[] }>;
}

export interface CategorySeed {
  name: string;
  art: Art;
  palettes: Palette[];
  subcategories: SubcategorySeed[];
  variants: Variant[];
  /** Extra sentences, two of which end each description. */
  details: string[];
  /** Listing fields whose value each listing picks at random from these (minimum order quantities, say). */
  picks: FieldPicks;
  /** Price breaks, print options and name zones of its listings (cards only). */
  sells?: SellingSeed;
}

export type FieldPicks = { [K in keyof ListingValues]?: NonNullable<ListingValues[K]>[] };
