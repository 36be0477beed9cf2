import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPaise } from './money.ts';
import { estimatePrice, explainEstimate, fromPaise, minimumOrderMessage, type PricedListing } from './price-estimate.ts';
import { PriceTiersSchema, ProductOptionsSchema } from './selling.ts';
import { WEDDING_SELLING } from './selling-samples.ts';

/** The shared wedding card (its tiers sent out of order), on a ₹20 listing discounted to ₹18 with an MOQ of 100. */
const wedding: PricedListing = {
  price: '20',
  discountPrice: '18',
  moq: 100,
  priceTiers: PriceTiersSchema.parse([...WEDDING_SELLING.priceTiers].reverse()),
  options: ProductOptionsSchema.parse(WEDDING_SELLING.options),
};

const paiseText = fc.bigInt({ min: 0n, max: 10_000_000n }).map(fromPaise);

describe('estimatePrice', () => {
  it('explains 300 Gold-foil cards as a line a person can check', () => {
    const r = estimatePrice(wedding, 300, { Foil: 'Gold' });
    expect(r).toEqual({ ok: true, estimate: { quantity: 300, perPiece: '16.50', total: '4950', choices: { Paper: 'Glossy', Foil: 'Gold' } } });
    if (r.ok) expect(explainEstimate(r.estimate)).toBe('300 × ₹16.50 = ₹4,950');
  });

  it('uses the discounted price below the first tier, the tier at and above it', () => {
    expect(estimatePrice(wedding, 249).ok && estimatePrice(wedding, 249)).toMatchObject({ estimate: { perPiece: '18' } });
    expect(estimatePrice(wedding, 250)).toMatchObject({ estimate: { perPiece: '10.50' } });
    expect(estimatePrice(wedding, 100_000)).toMatchObject({ estimate: { perPiece: '8.75', total: '875000' } });
  });

  it('refuses below the MOQ, unknown choices and options, and silly quantities', () => {
    expect(estimatePrice(wedding, 99)).toEqual({ ok: false, error: minimumOrderMessage(100) });
    expect(minimumOrderMessage(100)).toBe('Minimum order is 100 pieces.');
    expect(estimatePrice(wedding, 300, { Foil: 'Silver' })).toEqual({ ok: false, error: 'Choose Foil: None, Gold.' });
    expect(estimatePrice(wedding, 300, { Ink: 'Red' })).toEqual({ ok: false, error: 'This item has no option Ink.' });
    for (const q of [0, -5, 2.5, Number.NaN, 1_000_001]) expect(estimatePrice(wedding, q).ok).toBe(false);
  });

  it('total is exactly per piece × quantity, and per piece is the matching tier plus the surcharges', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ minQty: fc.integer({ min: 1, max: 5000 }), unitPrice: paiseText }), { selector: (t) => t.minQty, maxLength: 6 }),
        fc.array(fc.array(paiseText, { minLength: 1, maxLength: 4 }), { maxLength: 3 }),
        paiseText,
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.nat(),
        (tiers, surcharges, price, moq, quantity, pick) => {
          const listing: PricedListing = {
            price,
            discountPrice: null,
            moq,
            priceTiers: PriceTiersSchema.parse(tiers),
            options: surcharges.map((list, i) => ({ name: `O${i}`, choices: list.map((surcharge, j) => ({ label: `C${j}`, surcharge })) })),
          };
          const chosen = Object.fromEntries(listing.options.map((o) => [o.name, o.choices[pick % o.choices.length]!.label]));
          const r = estimatePrice(listing, quantity, chosen);
          if (quantity < moq) return !r.ok && r.error === minimumOrderMessage(moq);
          if (!r.ok) return false;
          const tier = listing.priceTiers.filter((t) => t.minQty <= quantity).at(-1);
          const extra = listing.options.reduce((sum, o) => sum + toPaise(o.choices[pick % o.choices.length]!.surcharge), 0n);
          const per = toPaise(tier ? tier.unitPrice : price) + extra;
          return toPaise(r.estimate.perPiece) === per && toPaise(r.estimate.total) === per * BigInt(quantity);
        },
      ),
    );
  });

  it('fromPaise and toPaise agree on every amount', () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), (p) => toPaise(fromPaise(p)) === p));
  });
});
