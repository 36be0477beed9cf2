import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayLink } from '../../../contract/gateway.ts';
import type { PaymentEntry, PaymentSummary } from '../../../contract/payments.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { toast } from '../components/index.ts';
import { json } from '../components/screen-testing.tsx';
import { job, JOB_ID, serveJob, showJob } from './job-testing.tsx';

/** Online payment on the job's screen (issue 31): gateway payments, a flagged one, and "Check with Razorpay". */

const money = (over: Partial<PaymentSummary> = {}): PaymentSummary => ({
  total: '5000',
  advanceDue: '2500',
  paid: '0',
  balance: '5000',
  dueNow: '2500',
  asking: 'advance',
  upiLink: null,
  claim: null,
  online: true,
  ...over,
});
const paidOnline = (over: Partial<PaymentEntry> = {}): PaymentEntry => ({
  id: 'g1',
  amount: '2500',
  method: 'gateway',
  reference: 'pay_KBnebtRrhTEatJ',
  receivedOn: '2026-11-27',
  reason: '',
  createdAt: '2026-11-27T06:00:00.000Z',
  ...over,
});
const link = (status: GatewayLink['status']): GatewayLink => ({
  id: 'l1',
  provider: 'razorpay',
  linkId: 'plink_KBnb7I424Rc1R9',
  reference: 'SGP-2026-27-0009-1',
  amount: '2500',
  status,
  shortUrl: 'https://rzp.io/i/alaBxs0i',
  createdAt: '2026-11-27T05:00:00.000Z',
});
const approved = (over: Partial<Quote> = {}) =>
  job({
    stage: 'approved',
    orderNumber: 'SGP-2026-27-0009',
    finalPrice: '5000',
    approvedAt: '2026-11-23T06:00:00.000Z',
    payment: money(),
    payments: [],
    ...over,
  });
const afterPayment = money({ paid: '2500', balance: '2500', asking: 'balance' });

afterEach(() => act(() => toast.remove()));

const payments = () => screen.findByRole('region', { name: 'Payments' });

describe('online payment on the job screen', () => {
  it('offers "Check with Razorpay" while a link is open, and shows the payment it found like any other', async () => {
    let current = approved();
    let links = [link('created')];
    const fetch = serveJob(
      () => current,
      (url, init) => {
        if (url === `/api/quotes/${JOB_ID}/gateway-links`) return json(200, links);
        if (url === `/api/quotes/${JOB_ID}/gateway-check` && init?.method === 'POST') {
          links = [link('paid')];
          return json(200, (current = approved({ payment: afterPayment, payments: [paidOnline()] })));
        }
        return undefined;
      },
    );
    showJob();
    const block = await payments();
    expect(await within(block).findByText(/Online payment links: 1 · open 1 \(₹2,500 SGP-2026-27-0009-1\)/)).toBeInTheDocument();
    fireEvent.click(within(block).getByRole('button', { name: 'Check with Razorpay' }));
    expect(await screen.findByText('Checked with Razorpay')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url, init]) => url === `/api/quotes/${JOB_ID}/gateway-check` && init?.method === 'POST')).toBe(true);
    const after = await payments();
    expect(await within(after).findByText(/Paid online · 2026-11-27 · pay_KBnebtRrhTEatJ/)).toBeInTheDocument();
    expect(await within(after).findByText(/Online payment links: 1 · open 0/)).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: 'Check with Razorpay' })).toBeNull();
    // The owner records cash, UPI, a transfer or a card; "Paid online" is only the gateway's to say.
    const methods = within(within(after).getByRole('form', { name: 'Record a payment' }).querySelector('select')!).getAllByRole('option');
    expect(methods.map((o) => o.textContent)).not.toContain('Paid online');
  });

  it('flags a payment the owner should look at, until marked checked', async () => {
    let current = approved({ payment: afterPayment, payments: [paidOnline({ amount: '2400', toCheck: 'amount' })] });
    const fetch = serveJob(
      () => current,
      (url, init) => {
        if (url === `/api/quotes/${JOB_ID}/gateway-links`) return json(200, [link('paid')]);
        if (url === '/api/payments/g1/checked' && init?.method === 'PUT')
          return json(200, (current = approved({ payment: afterPayment, payments: [paidOnline({ amount: '2400' })] })));
        return undefined;
      },
    );
    showJob();
    const block = await payments();
    expect(within(block).getByText(/The amount paid is not what the payment link asked for: check it\./)).toBeInTheDocument();
    fireEvent.click(within(block).getByRole('button', { name: 'Mark as checked' }));
    expect(await screen.findByText('Marked as checked')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url, init]) => url === '/api/payments/g1/checked' && init?.method === 'PUT')).toBe(true);
    expect(within(await payments()).queryByText(/The amount paid is not what/)).toBeNull();
  });
});
