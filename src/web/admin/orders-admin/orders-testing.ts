import { quoteSample } from '../../test-support/quote-samples.ts';
import type { OrderRow } from './order-facts.ts';

/** Job `n` of the Orders screen's tests (#q000000n): customer n's, its listing gone, no choices or texts, unless `fields` says more. */
export const orderRow = (n: number, fields: Partial<OrderRow> = {}): OrderRow =>
  quoteSample({
    _id: `q${String(n).padStart(7, '0')}-0000-4000-8000-000000000000`,
    token: String(n).padStart(32, '0'),
    name: `Customer ${n}`,
    listingId: null,
    choices: {},
    texts: [],
    previewUrl: null,
    ...fields,
  });
