import type { BillingSettings } from '../../../contract/billing-settings.ts';
import { DEFAULT_BILLING_SETTINGS } from '../../../contract/billing-settings.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { json, stubAdminApi, type Handler } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import { JobScreen } from './job-screen.tsx';

/** The job screen's component tests: one job, the shop's billing settings, the screen with its toaster. */

export const JOB_ID = 'a0000001-0000-4000-8000-000000000000';
export const JOB_TOKEN = 'c'.repeat(32);
export const ORIGIN = 'https://shop.example';

/** Asha's 300 wedding cards, a new request unless `over` says more. */
export const job = (over: Partial<Quote> = {}): Quote => ({
  _id: JOB_ID,
  token: JOB_TOKEN,
  phone: '98765 43210',
  lang: 'en',
  dueOn: null,
  late: false,
  name: 'Asha',
  listingId: 'e0000001-0000-4000-8000-000000000001',
  listingTitle: 'Royal wedding card',
  quantity: 300,
  choices: { Paper: 'Handmade', Foil: 'Gold' },
  texts: [
    { key: 'bride', label: 'Bride', text: 'प्रिया' },
    { key: 'groom', label: 'Groom', text: 'Rahul' },
  ],
  estimate: { perPiece: '14.5', total: '4350' },
  stage: 'new',
  orderNumber: null,
  timeline: [{ stage: 'new', at: '2026-11-27T09:35:00.000Z' }],
  finalPrice: null,
  note: '',
  approvedAt: null,
  proofs: [],
  files: [],
  invoice: null,
  payment: null,
  payments: [],
  previewUrl: '/api/listings/e0000001-0000-4000-8000-000000000001/preview?bride=x',
  createdAt: '2026-11-27T09:35:00.000Z',
  updatedAt: '2026-11-27T09:35:00.000Z',
  ...over,
});

/**
 * Answers GET /api/quotes/{id} with `current()` (what the job is at each call) and the billing
 * settings (GST charged unless `billing` says otherwise); `more` answers the writes.
 */
export function serveJob(current: () => Quote, more: Handler = () => undefined, billing: Partial<BillingSettings> = { gstMode: 'regular' }) {
  return stubAdminApi({ '/api/settings/billing': { ...DEFAULT_BILLING_SETTINGS, ...billing } }, (url, init) => {
    if (url === `/api/quotes/${JOB_ID}` && (init?.method ?? 'GET') === 'GET') return json(200, current());
    return more(url, init);
  });
}

/** The job's screen, as /admin/orders/{id} draws it (its admin shell brings the toaster). */
export const showJob = () => renderWithApp(<JobScreen id={JOB_ID} origin={ORIGIN} />, { path: `/admin/orders/${JOB_ID}` });
