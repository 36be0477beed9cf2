import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CustomerDetail } from '../../../contract/customers.ts';
import { toast } from '../components/index.ts';
import { json, stubAdminApi, textsOf } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import { CustomerScreen } from './customer-screen.tsx';

afterEach(() => act(() => toast.remove()));

const ID = 'b0000001-0000-5000-8000-000000000000';
const JOB = 'a0000001-0000-4000-8000-000000000000';

/** Meena, Hindi, owing ₹6,000.50: two bills, a payment, a reversal and a priced job not yet billed. */
const customer = (over: Partial<CustomerDetail> = {}): CustomerDetail => ({
  id: ID,
  name: 'मीना शर्मा',
  phone: '+919822022222',
  gstin: '27AAPFU0939F1ZV',
  lang: 'hi',
  jobs: 2,
  billed: '10000.50',
  paid: '4000',
  balance: '6000.50',
  advance: '300',
  oldestDueDays: 100,
  opening: null,
  statement: [
    { date: '2026-08-20', kind: 'bill', ref: 'INV/26-27/0001', debit: '5000', credit: '0', balance: '5000' },
    { date: '2026-10-09', kind: 'payment', ref: 'SGP-2026-27-0001 · UPI 123456789012', debit: '0', credit: '4500', balance: '500' },
    { date: '2026-11-23', kind: 'bill', ref: 'INV/26-27/0002', debit: '5000.50', credit: '0', balance: '5500.50' },
    { date: '2026-11-27', kind: 'reversal', ref: 'SGP-2026-27-0001 · Cheque bounced', debit: '500', credit: '0', balance: '6000.50' },
  ],
  ageing: { upTo30: '5500.50', upTo60: '0', upTo90: '0', over90: '500' },
  jobList: [
    {
      id: JOB,
      token: 'c'.repeat(32),
      orderNumber: 'SGP-2026-27-0002',
      title: 'Royal wedding card',
      stage: 'delivered',
      createdAt: '2026-11-20T09:00:00.000Z',
      price: '5000.50',
      bill: 'INV/26-27/0002',
    },
  ],
  unbilled: [{ id: 'a0000002-0000-4000-8000-000000000000', orderNumber: 'SGP-2026-27-0003', title: 'Golden trophy', price: '1200', paid: '300' }],
  reminders: [{ id: 'r1', sentAt: '2026-11-26T10:00:00.000Z', balance: '6000.50', by: 'owner' }],
  ...over,
});

function serve(current: () => CustomerDetail, writes: { url: string; body: unknown }[] = []) {
  return stubAdminApi({ [`/api/customers/${ID}`]: current() }, (url, init) => {
    if (init?.method === 'POST' && url === `/api/customers/${ID}/reminders`) {
      writes.push({ url, body: init.body });
      return json(200, { message: 'नमस्ते मीना शर्मा जी,\nआपका बकाया ₹6,000.50 है।', whatsappUrl: 'https://wa.me/919822022222?text=x' });
    }
    if (init?.method === 'PUT' && url === `/api/customers/${ID}/opening`) {
      const body = JSON.parse(String(init.body));
      writes.push({ url, body });
      if (body.amount === 'lots') return json(400, { message: 'amount must be money such as 2500 or 2500.50.' });
      return json(200, customer({ opening: { amount: body.amount, on: body.on } }));
    }
    return undefined;
  });
}

/** The screen as /admin/customers/{id} draws it (its admin shell brings the toaster). */
const show = () => renderWithApp(<CustomerScreen id={ID} />, { path: `/admin/customers/${ID}` });

describe('a customer’s account', () => {
  it('shows the balance, ageing, statement, jobs not yet billed and the reminders sent, in that order', async () => {
    serve(() => customer());
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'मीना शर्मा' })).toBeInTheDocument();
    expect(textsOf(screen.getByRole('main'), 'heading', { level: 2 })).toEqual(['Account', 'Remind', 'Statement', 'Not yet billed', 'Jobs', 'Opening balance']);
    const account = screen.getByRole('region', { name: 'Account' });
    expect(within(account).getByText('₹6,000.50 due')).toBeInTheDocument();
    expect(within(account).getByText(/Billed ₹10,000.50 · paid ₹4,000 · Oldest bill due 100 days/)).toBeInTheDocument();
    expect(within(account).getByText('Over 90 days').nextSibling).toHaveTextContent('₹500');
    const rows = within(screen.getByRole('table', { name: 'Statement' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'DateParticularsDebitCreditBalance',
      '20 Aug 2026BillINV/26-27/0001₹5,000₹5,000',
      '9 Oct 2026PaymentSGP-2026-27-0001 · UPI 123456789012₹4,500₹500',
      '23 Nov 2026BillINV/26-27/0002₹5,000.50₹5,500.50',
      '27 Nov 2026Payment reversedSGP-2026-27-0001 · Cheque bounced₹500₹6,000.50',
    ]);
    expect(screen.getByRole('link', { name: 'Statement PDF (Hindi)' })).toHaveAttribute('href', `/api/customers/${ID}/statement.pdf`);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    expect(screen.getByRole('link', { name: 'Statement PDF (Hindi)' })).toHaveAttribute('href', `/api/customers/${ID}/statement.pdf?from=2026-10-01`);
    expect(within(screen.getByRole('list', { name: 'Not yet billed' })).getByRole('listitem')).toHaveTextContent(
      'SGP-2026-27-0003 Golden trophy: ₹1,200, paid ₹300',
    );
    expect(within(screen.getByRole('list', { name: 'Jobs' })).getByRole('link')).toHaveAttribute('href', `/admin/orders/${JOB}`);
    expect(within(screen.getByRole('list', { name: 'Reminders sent' })).getByRole('listitem')).toHaveTextContent(
      '26 Nov 2026, 3:30 pm IST · ₹6,000.50 · by owner',
    );
    expect(screen.getByRole('link', { name: 'All customers' })).toHaveAttribute('href', '/admin?tab=customers');
  });

  it('Remind writes the message in the customer’s language and offers it to send on WhatsApp', async () => {
    const writes: { url: string; body: unknown }[] = [];
    serve(() => customer(), writes);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Remind on WhatsApp' }));
    const send = await screen.findByRole('link', { name: 'Send on WhatsApp' });
    expect(send).toHaveAttribute('href', 'https://wa.me/919822022222?text=x');
    expect(screen.getByText(/आपका बकाया ₹6,000.50 है।/)).toHaveAttribute('lang', 'hi');
    expect(writes.map((w) => w.url)).toEqual([`/api/customers/${ID}/reminders`]);
  });

  it('offers no reminder when all that was paid is an advance on a job not yet billed, and does not call it credit', async () => {
    serve(() => customer({ billed: '0', paid: '300', balance: '-300', oldestDueDays: null, statement: [], reminders: [] }));
    show();
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(within(account).getByText('₹300 advance on unbilled jobs')).toBeInTheDocument();
    expect(within(account).queryByText(/in credit/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remind on WhatsApp' })).toBeDisabled();
    expect(screen.getByText('None yet.')).toBeInTheDocument();
  });

  it.each([
    // An opening balance in the customer's favour is credit; the ₹300 paid on the unbilled job is not.
    [{ balance: '-800', advance: '300' }, '₹300 advance on unbilled jobs · ₹500 in credit'],
    [{ balance: '-500', advance: '0', unbilled: [] }, '₹500 in credit'],
  ])('calls credit only what is beyond the advances on unbilled jobs (%o)', async (over, words) => {
    serve(() => customer({ billed: '0', paid: '0', oldestDueDays: null, opening: { amount: '-500', on: '2026-04-01' }, ...over }));
    show();
    const account = await screen.findByRole('region', { name: 'Account' });
    expect(within(account).getByText(words)).toBeInTheDocument();
  });

  it('saves the opening balance, and shows the server’s refusal', async () => {
    const writes: { url: string; body: unknown }[] = [];
    serve(() => customer(), writes);
    show();
    const form = await screen.findByRole('form', { name: 'Opening balance' });
    fireEvent.change(within(form).getByLabelText(/Amount/), { target: { value: 'lots' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save opening balance' }));
    expect(await screen.findByText('amount must be money such as 2500 or 2500.50.')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/Amount/), { target: { value: '1500.50' } });
    fireEvent.change(within(form).getByLabelText('As on'), { target: { value: '2026-04-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save opening balance' }));
    expect(await screen.findByText('Opening balance saved')).toBeInTheDocument();
    await waitFor(() => expect(writes.at(-1)!.body).toEqual({ amount: '1500.50', on: '2026-04-01' }));
  });

  it('says so when there is no such customer', async () => {
    stubAdminApi({});
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer not found' })).toBeInTheDocument();
  });
});
