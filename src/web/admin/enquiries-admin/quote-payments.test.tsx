import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentEntry } from '../../../contract/payments.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { AdminToaster, toast } from '../components/index.ts';
import { json, stubAdminApi } from '../components/screen-testing.tsx';
import { quotePages } from '../lib/quote-pages-testing.ts';
import { renderWithApp } from '../../test-support/render.tsx';
import { QuoteList } from './quote-list.tsx';

const ID = 'a0000002-0000-4000-8000-000000000000';
const entry = (id: string, amount: string, over: Partial<PaymentEntry> = {}): PaymentEntry => ({
  id,
  amount,
  method: 'upi',
  reference: '634512349876',
  receivedOn: '2026-11-24',
  reason: '',
  createdAt: '2026-11-24T06:00:00.000Z',
  ...over,
});
const quote = (over: Partial<Quote> = {}): Quote => ({
  _id: ID,
  token: 'd'.repeat(32),
  phone: '98765 43210',
  lang: 'en',
  name: 'Bina',
  listingId: null,
  listingTitle: 'Golden trophy',
  quantity: 10,
  choices: {},
  texts: [],
  estimate: { perPiece: '500', total: '5000' },
  stage: 'approved',
  orderNumber: 'SGP-2026-27-0009',
  timeline: [{ stage: 'new', at: '2026-11-23T05:00:00.000Z' }],
  finalPrice: '5000',
  note: '',
  approvedAt: '2026-11-23T06:00:00.000Z',
  proofs: [],
  files: [],
  invoice: null,
  payment: {
    total: '5000',
    advanceDue: '2500',
    paid: '1000',
    balance: '4000',
    dueNow: '1500',
    asking: 'advance',
    upiLink: null,
    claim: { utr: '998877665544', at: '2026-11-25T06:00:00.000Z' },
  },
  payments: [entry('p1', '1000'), entry('p2', '1000'), entry('p3', '-1000', { reason: 'Counted twice' })],
  previewUrl: null,
  createdAt: '2026-11-23T05:00:00.000Z',
  updatedAt: '2026-11-25T06:00:00.000Z',
  ...over,
});

afterEach(() => act(() => toast.remove()));

describe('payments on the quote card', () => {
  it("shows paid and balance, the customer's UTR to check, reverses only what is not yet reversed, and records what is due", async () => {
    const paid = quote({ payment: { ...quote().payment!, paid: '2500', balance: '2500', dueNow: '2500', asking: 'balance', claim: null } });
    const fetch = stubAdminApi({}, (url, init) =>
      url === `/api/quotes/${ID}/payments` && init?.method === 'POST' ? json(201, paid) : quotePages(() => [quote()])(url, init),
    );
    renderWithApp(
      <>
        <QuoteList origin="https://shop.example" />
        <AdminToaster />
      </>,
    );
    const block = await screen.findByRole('region', { name: 'Payments' });
    expect(block).toHaveTextContent('Paid ₹1,000 of ₹5,000 · Balance ₹4,000 · Advance ₹2,500 (not in yet)');
    expect(within(block).getByRole('note')).toHaveTextContent('Customer says paid — check your bank. UTR 998877665544');
    expect(within(block).getAllByRole('button', { name: 'Reverse…' })).toHaveLength(1);
    expect(within(block).queryByRole('button', { name: 'Start printing' })).toBeNull();

    const form = within(block).getByRole('form', { name: 'Record a payment' });
    expect(within(form).getByLabelText('Amount (₹)')).toHaveValue('1500');
    fireEvent.change(within(form).getByLabelText('Amount (₹)'), { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Amount must be money such as 2500 or 2500.50 (a reversal is negative, such as -2500).')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Amount (₹)'), { target: { value: '1500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment recorded')).toBeTruthy();
    const sent = fetch.mock.calls.find(([url, init]) => url === `/api/quotes/${ID}/payments` && init?.method === 'POST')!;
    expect(JSON.parse(String(sent[1]!.body))).toMatchObject({ amount: '1500', method: 'upi' });
  });

  it('offers Start printing once the advance is in', async () => {
    stubAdminApi(
      {},
      quotePages(() => [quote({ payment: { ...quote().payment!, paid: '2500', balance: '2500', dueNow: '2500', asking: 'balance', claim: null } })]),
    );
    renderWithApp(<QuoteList origin="https://shop.example" />);
    const block = await screen.findByRole('region', { name: 'Payments' });
    expect(block).toHaveTextContent('Advance ₹2,500 (in)');
    expect(within(block).getByRole('button', { name: 'Start printing' })).toBeTruthy();
  });
});
