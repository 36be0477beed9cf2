import type { BillingSettings } from '../../../contract/billing-settings.ts';
import { DEFAULT_BILLING_SETTINGS } from '../../../contract/billing-settings.ts';
import type { PaymentSummary } from '../../../contract/payments.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { json, stubAdminApi, type Handler } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import { quoteSample } from '../../test-support/quote-samples.ts';
import { JobScreen } from './job-screen.tsx';

/** The job screen's component tests: one job, the shop's billing settings, the screen with its toaster. */

export const JOB_ID = 'a0000001-0000-4000-8000-000000000000';
export const JOB_TOKEN = 'c'.repeat(32);
export const ORIGIN = 'https://shop.example';

/** Asha's 300 wedding cards, a new request unless `over` says more. */
export const job = (over: Partial<Quote> = {}): Quote => quoteSample({ _id: JOB_ID, token: JOB_TOKEN, ...over });

/** The job's payment answer: ₹5,000 with ₹2,500 asked in advance, ₹1,000 paid and a UTR claimed, unless `over` says more. */
export const paymentSample = (over: Partial<PaymentSummary> = {}): PaymentSummary => ({
  total: '5000',
  advanceDue: '2500',
  paid: '1000',
  balance: '4000',
  dueNow: '1500',
  asking: 'advance',
  upiLink: null,
  claim: { utr: '998877665544', at: '2026-11-25T06:00:00.000Z' },
  ...over,
});

/** The job approved by the customer at ₹5,000 (order SGP-2026-27-0009), with that payment answer, unless `over` says more. */
export const approvedJob = (over: Partial<Quote> = {}): Quote =>
  job({
    stage: 'approved',
    orderNumber: 'SGP-2026-27-0009',
    finalPrice: '5000',
    approvedAt: '2026-11-23T06:00:00.000Z',
    payment: paymentSample(),
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

const PUT = (init?: RequestInit) => init?.method === 'PUT';

/**
 * The job as the server keeps it: each PUT of it changes it by `change` (what the server would make
 * of that body) and answers the job as it then is. `sent` gives the bodies of the PUTs so far.
 */
export function serveJobPuts(start: Quote, change: (current: Quote, body: Record<string, string | undefined>) => Quote) {
  let current = start;
  const fetch = serveJob(
    () => current,
    (url, init) => {
      if (url !== `/api/quotes/${JOB_ID}` || !PUT(init)) return undefined;
      current = change(current, JSON.parse(String(init!.body)));
      return json(200, current);
    },
  );
  return { fetch, sent: () => fetch.mock.calls.filter(([, init]) => PUT(init)).map(([, init]) => JSON.parse(String(init!.body))) };
}
