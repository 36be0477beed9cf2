import { MAX_QUANTITY, minimumOrderOf, type MinimumOrdered } from './order-rules.ts';
import { formatRupees, hasDiscount, toPaise } from './money.ts';
import type { PriceTier, ProductOption } from './selling.ts';

/** What the estimate needs of a listing. */
export interface PricedListing extends MinimumOrdered {
  price: string;
  discountPrice: string | null;
  priceTiers: PriceTier[];
  options: ProductOption[];
}

export interface Estimate {
  quantity: number;
  /** Exact decimal text, as prices travel. */
  perPiece: string;
  total: string;
  /** The choice taken for every option, in the listing's order (the first choice when none was given). */
  choices: Record<string, string>;
}

export type EstimateResult = { ok: true; estimate: Estimate } | { ok: false; error: string };

export const minimumOrderMessage = (least: number): string => `Minimum order is ${least} ${least === 1 ? 'piece' : 'pieces'}.`;
const QUANTITY_MESSAGE = `Quantity must be a whole number up to ${MAX_QUANTITY.toLocaleString('en-IN')}.`;

/** Paise back to exact decimal text: 1450n → "14.50", 435000n → "4350". */
export function fromPaise(paise: bigint): string {
  const whole = paise / 100n;
  const cents = paise % 100n;
  return cents === 0n ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

/** The unit price before options: the largest tier at or below the quantity; below every tier, the listing's own (discounted) price. */
function baseUnitPaise(listing: PricedListing, quantity: number): bigint {
  let tier: PriceTier | undefined;
  for (const t of listing.priceTiers) if (t.minQty <= quantity && (!tier || t.minQty > tier.minQty)) tier = t;
  if (tier) return toPaise(tier.unitPrice);
  return toPaise(hasDiscount(listing.price, listing.discountPrice) ? listing.discountPrice : listing.price);
}

/**
 * The one price rule, on the item page and on the server that stores a quote: per piece = unit price
 * + the chosen surcharges; total = per piece × quantity; all in integer paise, so nothing rounds.
 */
export function estimatePrice(listing: PricedListing, quantity: number, chosen: Record<string, string> = {}): EstimateResult {
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) return { ok: false, error: QUANTITY_MESSAGE };
  const least = minimumOrderOf(listing);
  if (quantity < least) return { ok: false, error: minimumOrderMessage(least) };
  let perPiece = baseUnitPaise(listing, quantity);
  const choices: Record<string, string> = {};
  for (const option of listing.options) {
    const wanted = chosen[option.name];
    const choice = wanted === undefined ? option.choices[0] : option.choices.find((c) => c.label === wanted);
    if (!choice) return { ok: false, error: `Choose ${option.name}: ${option.choices.map((c) => c.label).join(', ')}.` };
    choices[option.name] = choice.label;
    perPiece += toPaise(choice.surcharge);
  }
  const unknown = Object.keys(chosen).find((name) => !listing.options.some((o) => o.name === name));
  if (unknown !== undefined) return { ok: false, error: `This item has no option ${unknown}.` };
  return { ok: true, estimate: { quantity, perPiece: fromPaise(perPiece), total: fromPaise(perPiece * BigInt(quantity)), choices } };
}

/** The line a person can check: "300 × ₹14.50 = ₹4,350". */
export function explainEstimate(estimate: Pick<Estimate, 'quantity' | 'perPiece' | 'total'>): string {
  return `${estimate.quantity.toLocaleString('en-IN')} × ${formatRupees(estimate.perPiece)} = ${formatRupees(estimate.total)}`;
}

/** "+₹4" beside a choice; nothing for a free one. */
export function surchargeLabel(surcharge: string): string {
  return toPaise(surcharge) === 0n ? '' : `+${formatRupees(surcharge)}`;
}
