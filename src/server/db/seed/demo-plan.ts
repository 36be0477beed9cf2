import { hasDiscount, toPaise } from '../../../contract/money.ts';
import { DEMO_CATEGORIES } from './demo-catalogue.ts';
import { DemoRandom } from './demo-random.ts';
import { DEMO_LOCATIONS } from './demo-site.ts';
import { DEMO_PRINT_SIZES } from './demo-print-sizes.ts';
import type { ListingValues } from '../../modules/listings/listings.repository.ts';
import type { SellingSeed } from './demo-selling.ts';
import type { Art, CategorySeed, FieldPicks, Palette, ReligionName } from './demo-types.ts';

/** One generated listing picture: a named design, shared by the listings that are its variants. */
export interface DesignPlan {
  title: string;
  subtitle: string;
  art: Art;
  palette: Palette;
  category: string;
  subcategory: string;
  /** Varies the ornaments between designs of the same art. */
  seed: number;
}

interface ListingPlan {
  /** The listing's own fields, as the listing form would send them. */
  values: Partial<ListingValues>;
  category: string;
  subcategory: string;
  religion: ReligionName | null;
  /** Indexes into the design pool; the first is the listing's own design. */
  images: number[];
  createdAt: string;
  updatedAt: string;
}

export interface DemoPlan {
  categories: CategorySeed[];
  designs: DesignPlan[];
  listings: ListingPlan[];
}

const DAY = 86_400_000;

/** Everything the demo holds except pixels and ids, decided up front and reproducibly. */
export function planDemo(opts: { categories: number; listings: number; imagePool: number; now: Date }): DemoPlan {
  const rnd = new DemoRandom();
  const categories = DEMO_CATEGORIES.slice(0, Math.max(1, opts.categories));
  const designs = planDesigns(categories, opts.imagePool, rnd);
  const uses = new Map<number, number>();
  const listings: ListingPlan[] = [];
  for (let i = 0; i < opts.listings; i++) {
    const d = i % designs.length;
    const use = uses.get(d) ?? 0;
    uses.set(d, use + 1);
    listings.push(planListing(categories, designs, d, use, rnd));
  }
  assignDates(listings, opts.now, rnd);
  return { categories, designs, listings };
}

function planDesigns(categories: CategorySeed[], poolSize: number, rnd: DemoRandom): DesignPlan[] {
  const subs = categories.flatMap((c) => c.subcategories.map((s) => ({ c, s })));
  const designs: DesignPlan[] = [];
  // Round robin, so every subcategory has a design before any has a third.
  for (let round = 0; designs.length < poolSize; round++) {
    const before = designs.length;
    for (const { c, s } of subs) {
      const title = s.designs[round];
      if (!title || designs.length >= poolSize) continue;
      designs.push({
        title,
        subtitle: s.name,
        art: s.art ?? c.art,
        palette: rnd.pick(c.palettes),
        category: c.name,
        subcategory: s.name,
        seed: rnd.int(0, 1_000_000),
      });
    }
    if (designs.length === before) break;
  }
  return designs;
}

function planListing(categories: CategorySeed[], designs: DesignPlan[], d: number, use: number, rnd: DemoRandom): ListingPlan {
  const design = designs[d]!;
  const category = categories.find((c) => c.name === design.category)!;
  const sub = category.subcategories.find((s) => s.name === design.subcategory)!;
  // Each use of a design is another of its variants, so titles never repeat.
  const own = sub.ownDesigns?.[design.title];
  const variants = own?.variants ?? sub.variants ?? category.variants;
  const variant = variants[(design.seed + use) % variants.length]!;
  const sells = own?.sells ?? sub.sells ?? category.sells;
  const [low, high] = own?.price ?? sub.price;
  const price = roundPrice(rnd.int(low * 100, high * 100) * variant.factor);
  let discountPrice: string | null = null;
  if (rnd.chance(0.34)) {
    const discounted = roundPrice(Number(toPaise(price)) * (0.75 + rnd.next() * 0.17));
    if (hasDiscount(price, discounted)) discountPrice = discounted;
  }
  return {
    values: {
      title: `${design.title} – ${variant.label}`,
      description: [sub.blurb, variant.note, ...rnd.sample(category.details, 2)].join(' '),
      price,
      discountPrice,
      ...pickEach(category.picks, rnd),
      ...(sells ? sellingOf(sells, price, design.palette.text) : {}),
      favorite: rnd.chance(0.2) ? '1' : '0',
      location: rnd.pick(DEMO_LOCATIONS),
      print: own?.print ?? DEMO_PRINT_SIZES[design.art] ?? null,
    },
    category: category.name,
    subcategory: sub.name,
    religion: sub.religions.length ? rnd.pick(sub.religions) : null,
    images: pickImages(designs, d, rnd),
    createdAt: '',
    updatedAt: '',
  };
}

/** The names are drawn in the colour of the design's title, so they read on its background. */
function sellingOf(sells: SellingSeed, price: string, ink: string): Partial<ListingValues> {
  const paise = Number(toPaise(price));
  return {
    priceTiers: sells.tiers.map(([minQty, share]) => ({ minQty, unitPrice: roundPrice(paise * share) })),
    options: sells.options,
    fields: sells.fields.map((f) => ({ ...f, colour: ink.toLowerCase() })),
  };
}

function pickEach(picks: FieldPicks, rnd: DemoRandom): Partial<ListingValues> {
  return Object.fromEntries(Object.entries(picks).map(([field, choices]) => [field, rnd.pick(choices as unknown[])]));
}

/** 1–4 pictures: the listing's design, then other designs of its subcategory, then of its category. */
function pickImages(designs: DesignPlan[], d: number, rnd: DemoRandom): number[] {
  const own = designs[d]!;
  const count = rnd.pick([1, 2, 2, 2, 3, 3, 3, 4, 4, 1]);
  const indexes = designs.map((_, i) => i).filter((i) => i !== d);
  const sameSub = indexes.filter((i) => designs[i]!.subcategory === own.subcategory);
  const sameCategory = indexes.filter((i) => designs[i]!.category === own.category && !sameSub.includes(i));
  return [d, ...rnd.sample(sameSub, 3), ...rnd.sample(sameCategory, 3)].slice(0, count);
}

/** Spread over the last 90 days, each a distinct millisecond; some were edited later. */
function assignDates(listings: ListingPlan[], now: Date, rnd: DemoRandom): void {
  const end = now.getTime();
  const used = new Set<number>();
  for (const listing of listings) {
    let at = end - rnd.int(60_000, 90 * DAY);
    while (used.has(at)) at -= 1;
    used.add(at);
    const updated = rnd.chance(0.2) ? Math.min(end, at + rnd.int(3_600_000, 10 * DAY)) : at;
    listing.createdAt = new Date(at).toISOString();
    listing.updatedAt = new Date(updated).toISOString();
  }
}

/** Shop-like prices: 45.50 below ₹200, 349 or 350 below ₹1000, 1499 above. */
function roundPrice(paise: number): string {
  let rounded: number;
  if (paise < 20_000) rounded = Math.max(50, Math.round(paise / 50) * 50);
  else if (paise < 100_000) rounded = Math.round(paise / 1000) * 1000 - (Math.round(paise) % 2 === 0 ? 100 : 0);
  else rounded = Math.round(paise / 10_000) * 10_000 - 100;
  return formatPaise(rounded);
}

function formatPaise(paise: number): string {
  const whole = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest ? `${whole}.${String(rest).padStart(2, '0')}` : String(whole);
}
