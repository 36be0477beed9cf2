/**
 * A wedding card's price breaks, options and name zone as tests on both sides use them (the
 * quote API, the listing calls, the item page's quote builder): 300 cards with Gold foil are
 * 300 × (₹10.50 + ₹6) = ₹4,950 on a ₹20 listing discounted to ₹18 with an MOQ of 100.
 */
export const WEDDING_SELLING = {
  priceTiers: [
    { minQty: 250, unitPrice: '10.50' },
    { minQty: 500, unitPrice: '8.75' },
  ],
  options: [
    {
      name: 'Paper',
      choices: [
        { label: 'Glossy', surcharge: '0' },
        { label: 'Handmade', surcharge: '4' },
      ],
    },
    {
      name: 'Foil',
      choices: [
        { label: 'None', surcharge: '0' },
        { label: 'Gold', surcharge: '6' },
      ],
    },
  ],
  fields: [{ key: 'names', label: 'Names', x: 0.1, y: 0.3, w: 0.8, h: 0.12, align: 'center' as const, colour: '#7a1020' }],
};

/** The same as the listing form sends it: each list as JSON text. */
export const weddingSellingForm = (): Record<string, string> =>
  Object.fromEntries(Object.entries(WEDDING_SELLING).map(([key, list]) => [key, JSON.stringify(list)]));
