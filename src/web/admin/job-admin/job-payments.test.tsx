import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentEntry } from '../../../contract/payments.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { toast } from '../components/index.ts';
import { json } from '../components/screen-testing.tsx';
import { approvedJob, job, JOB_ID, paymentSample, serveJob, showJob } from './job-testing.tsx';

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
const money = paymentSample;
/** Approved, three payments entered: two of ₹1,000 and one taking the second back. */
const approved = (over: Partial<Quote> = {}) =>
  approvedJob({ payments: [entry('p1', '1000'), entry('p2', '1000'), entry('p3', '-1000', { reason: 'Counted twice' })], ...over });
const advanceIn = money({ paid: '2500', balance: '2500', dueNow: '2500', asking: 'balance', claim: null });

afterEach(() => act(() => toast.remove()));

const payments = () => screen.findByRole('region', { name: 'Payments' });

describe("the job's payments", () => {
  it("shows paid and balance, the customer's UTR to check, reverses only what is not yet reversed, and records what is due", async () => {
    let current = approved();
    const fetch = serveJob(
      () => current,
      (url, init) =>
        url === `/api/quotes/${JOB_ID}/payments` && init?.method === 'POST' ? json(201, (current = approved({ payment: advanceIn }))) : undefined,
    );
    showJob();
    const block = await payments();
    expect(block).toHaveTextContent('Paid ₹1,000 of ₹5,000 · Balance ₹4,000 · Advance ₹2,500 (not in yet)');
    expect(within(block).getByRole('note')).toHaveTextContent('Customer says paid — check your bank. UTR 998877665544 25 Nov 2026, 11:30 am IST');
    expect(within(block).getAllByRole('button', { name: 'Reverse…' })).toHaveLength(1);
    expect(within(block).queryByRole('button', { name: 'Start printing' })).toBeNull();

    const form = within(block).getByRole('form', { name: 'Record a payment' });
    expect(within(form).getByLabelText('Amount (₹)')).toHaveValue('1500');
    fireEvent.change(within(form).getByLabelText('Amount (₹)'), { target: { value: 'abc' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Amount must be money such as 2500 or 2500.50 (a reversal is negative, such as -2500).')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Amount (₹)'), { target: { value: '1500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Payment recorded')).toBeInTheDocument();
    const sent = fetch.mock.calls.find(([url, init]) => url === `/api/quotes/${JOB_ID}/payments` && init?.method === 'POST')!;
    expect(JSON.parse(String(sent[1]!.body))).toMatchObject({ amount: '1500', method: 'upi' });
    // The answer shows at once: the advance is in, the claim checked.
    expect(await within(await payments()).findByText(/Advance ₹2,500 \(in\)/)).toBeInTheDocument();
    expect(within(await payments()).queryByRole('note')).toBeNull();
  });

  it('reverses a payment with its reason', async () => {
    const fetch = serveJob(
      () => approved(),
      (url, init) => (url === `/api/quotes/${JOB_ID}/payments` && init?.method === 'POST' ? json(201, approved()) : undefined),
    );
    showJob();
    const block = await payments();
    fireEvent.click(within(block).getByRole('button', { name: 'Reverse…' }));
    const form = within(block).getByRole('form', { name: 'Reverse the payment' });
    fireEvent.change(within(form).getByLabelText('Reason for the reversal'), { target: { value: 'Bounced' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reverse' }));
    expect(await screen.findByText('Payment reversed')).toBeInTheDocument();
    const sent = fetch.mock.calls.find(([url, init]) => url === `/api/quotes/${JOB_ID}/payments` && init?.method === 'POST')!;
    expect(JSON.parse(String(sent[1]!.body))).toMatchObject({ amount: '-1000', reason: 'Bounced' });
  });

  it('offers Start printing once the advance is in, which moves the job to In production', async () => {
    const fetch = serveJob(
      () => approved({ payment: advanceIn }),
      (url, init) => (init?.method === 'PUT' ? json(200, approved({ payment: advanceIn, stage: 'in_production' })) : undefined),
    );
    showJob();
    const block = await payments();
    expect(block).toHaveTextContent('Advance ₹2,500 (in)');
    fireEvent.click(within(block).getByRole('button', { name: 'Start printing' }));
    expect(await screen.findByText(/order is now/)).toHaveTextContent("SGP-2026-27-0009: Asha's order is now In production.");
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ stage: 'in_production' });
  });

  it('says the money comes once the job is priced', async () => {
    serveJob(() => job());
    showJob();
    expect(await within(await payments()).findByText('Once the job is priced, the advance and the payments show here.')).toBeInTheDocument();
  });
});

describe("the job's bill", () => {
  it('makes the bill with the customer’s GSTIN, then offers its download and the void with a reason', async () => {
    const bill = {
      id: 'b0000001-0000-4000-8000-000000000000',
      number: 'INV/26-27/0001',
      url: '/api/invoices/b0000001-0000-4000-8000-000000000000/pdf',
      void: false,
    };
    let current = approved({ payment: advanceIn });
    const fetch = serveJob(
      () => current,
      (url, init) => {
        if (url === `/api/quotes/${JOB_ID}/invoice` && init?.method === 'POST') {
          current = { ...current, invoice: bill };
          return json(201, { invoiceNumber: bill.number, url: bill.url });
        }
        if (url === `/api/invoices/${bill.id}/void` && init?.method === 'PUT') {
          current = { ...current, invoice: { ...bill, void: true } };
          return json(200, current.invoice);
        }
        return undefined;
      },
    );
    showJob();
    const region = await screen.findByRole('region', { name: 'Bill' });
    fireEvent.click(within(region).getByText('Make bill', { selector: 'summary' }));
    const form = within(region).getByRole('form', { name: 'Bill for Asha' });
    expect(within(form).getByLabelText('Customer name')).toHaveValue('Asha');
    fireEvent.change(within(form).getByLabelText('Customer GSTIN (optional)'), { target: { value: '29AABCU9603R1ZJ' } });
    // A list of the states, as the server takes them: a state typed wrong was refused only at "Make bill".
    expect(within(form).getByLabelText('State (optional)').tagName).toBe('SELECT');
    fireEvent.change(within(form).getByLabelText('State (optional)'), { target: { value: 'Karnataka' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Make bill' }));
    expect(await screen.findByText('Bill INV/26-27/0001 made')).toBeInTheDocument();
    const made = fetch.mock.calls.find(([url]) => url === `/api/quotes/${JOB_ID}/invoice`)!;
    expect(JSON.parse(String(made[1]!.body))).toMatchObject({ customerName: 'Asha', customerGstin: '29AABCU9603R1ZJ', state: 'Karnataka' });

    const download = await within(region).findByRole('link', { name: 'Download bill' });
    expect(download).toHaveAttribute('href', `/api/invoices/${bill.id}/pdf`);
    fireEvent.click(within(region).getByRole('button', { name: 'Void bill' }));
    const voiding = within(region).getByRole('form', { name: `Void bill ${bill.number}` });
    fireEvent.change(within(voiding).getByLabelText('Why is it void?'), { target: { value: 'Wrong GSTIN' } });
    fireEvent.click(within(voiding).getByRole('button', { name: 'Void bill' }));
    expect(await within(region).findByText('VOID')).toBeInTheDocument();
  });

  // Issue 28: the server refuses a bill before approval; the screen does not offer one.
  it('offers Make bill only once the customer approved, also while the job is on hold after that', async () => {
    const at = '2026-11-27T09:35:00.000Z';
    let current = job({
      stage: 'quoted',
      finalPrice: '5000',
      timeline: [
        { stage: 'new', at },
        { stage: 'quoted', at },
      ],
    });
    serveJob(() => current);
    const { unmount } = showJob();
    const region = await screen.findByRole('region', { name: 'Bill' });
    expect(region).toHaveTextContent('Once the customer approves the job, its bill can be made here.');
    expect(within(region).queryByText('Make bill')).toBeNull();
    unmount();

    current = approved({
      stage: 'on_hold',
      timeline: [
        { stage: 'approved', at },
        { stage: 'on_hold', at, note: 'Paper late' },
      ],
    });
    showJob();
    expect(within(await screen.findByRole('region', { name: 'Bill' })).getByText('Make bill', { selector: 'summary' })).toBeInTheDocument();
  });
});
