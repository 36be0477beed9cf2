import type { PublicQuote, Quote } from '../../contract/quotes.ts';

/** The listing the customer's sample quote is for. */
export const LISTING = 'e0000000-0000-4000-8000-000000000001';

/** Priya's 300 wedding cards at the link with `token`, as the customer's page gets them: a new request unless `over` says more. */
export const quoteAt = (token: string, over: Partial<PublicQuote> = {}): PublicQuote => ({
  token,
  listingId: LISTING,
  listingTitle: 'Royal wedding card',
  quantity: 300,
  choices: { Paper: 'Glossy', Foil: 'Gold' },
  texts: [{ key: 'names', label: 'Names', text: 'राहुल ❤ प्रिया' }],
  name: 'Priya',
  estimate: { perPiece: '16.50', total: '4950' },
  stage: 'new',
  orderNumber: null,
  timeline: [{ stage: 'new', at: '2026-11-23T05:00:00.000Z' }],
  finalPrice: null,
  note: '',
  approvedAt: null,
  proofs: [],
  files: [],
  invoice: null,
  payment: null,
  previewUrl: `/api/listings/${LISTING}/preview?names=x`,
  createdAt: '2026-11-23T05:00:00.000Z',
  updatedAt: '2026-11-23T05:00:00.000Z',
  ...over,
});

const OWNERS_LISTING = 'e0000001-0000-4000-8000-000000000001';

/**
 * Asha's 300 wedding cards as the owner's screens get them (GET /api/quotes…): a new request with
 * a Hindi name among the texts, unless `over` says more.
 */
export const quoteSample = (over: Partial<Quote> = {}): Quote => ({
  ...quoteAt('c'.repeat(32), {
    listingId: OWNERS_LISTING,
    choices: { Paper: 'Handmade', Foil: 'Gold' },
    texts: [
      { key: 'bride', label: 'Bride', text: 'प्रिया' },
      { key: 'groom', label: 'Groom', text: 'Rahul' },
    ],
    name: 'Asha',
    estimate: { perPiece: '14.5', total: '4350' },
    timeline: [{ stage: 'new', at: '2026-11-27T09:35:00.000Z' }],
    previewUrl: `/api/listings/${OWNERS_LISTING}/preview?bride=x`,
    createdAt: '2026-11-27T09:35:00.000Z',
    updatedAt: '2026-11-27T09:35:00.000Z',
  }),
  _id: 'a0000001-0000-4000-8000-000000000000',
  phone: '98765 43210',
  lang: 'en',
  dueOn: null,
  late: false,
  payments: [],
  ...over,
});
