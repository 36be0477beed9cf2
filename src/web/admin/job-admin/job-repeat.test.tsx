import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../components/index.ts';
import { json } from '../components/screen-testing.tsx';
import { job, JOB_ID, serveJob, showJob } from './job-testing.tsx';

afterEach(() => act(() => toast.remove()));

const NEW_ID = 'a0000009-0000-4000-8000-000000000000';

describe('Order again', () => {
  it('makes a new order of the job and opens it', async () => {
    const fetch = serveJob(
      () => job({ stage: 'delivered', orderNumber: 'SGP-2026-27-0042', finalPrice: '4350' }),
      (url, init) => (init?.method === 'POST' && url === `/api/quotes/${JOB_ID}/repeat` ? json(201, job({ _id: NEW_ID, token: 'd'.repeat(32) })) : undefined),
    );
    showJob();
    const part = await screen.findByRole('region', { name: 'Order again' });
    expect(within(part).getByText('The customer wants SGP-2026-27-0042 again: a new order, priced afresh.')).toBeInTheDocument();
    fireEvent.click(within(part).getByRole('button', { name: 'Order again' }));
    expect(await screen.findByText('New order made: price it when ready')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/admin/orders/${NEW_ID}`));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url)).toEqual([`/api/quotes/${JOB_ID}/repeat`]);
  });

  it('says so when the job could not be repeated, and stays', async () => {
    serveJob(
      () => job(),
      (url, init) => (init?.method === 'POST' && url === `/api/quotes/${JOB_ID}/repeat` ? json(404, { message: 'Quote not found' }) : undefined),
    );
    showJob();
    fireEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    expect(await screen.findByText('Quote not found')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe(`/admin/orders/${JOB_ID}`);
  });

  it('shows the customer’s balance over all their jobs, opening their account', async () => {
    const customer = { id: 'b0000001-0000-5000-8000-000000000000', name: 'Asha', phone: '+919876543210', gstin: null, lang: 'en', jobs: 3 };
    const fetch = serveJob(
      () => job(),
      (url) =>
        url.startsWith('/api/customers?')
          ? json(200, { success: true, result: [{ ...customer, billed: '9000', paid: '2999.50', balance: '6000.50', advance: '0', oldestDueDays: 45 }] })
          : undefined,
    );
    showJob();
    const part = await screen.findByRole('region', { name: 'Account' });
    const link = await within(part).findByRole('link', { name: '₹6,000.50 due over 3 jobs' });
    expect(link).toHaveAttribute('href', `/admin/customers/${customer.id}`);
    expect(within(part).getByText('Oldest bill due 45 days')).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toContain(`/api/customers?limit=5&q=${encodeURIComponent('98765 43210')}`);
  });

  it('calls an advance on this job, not yet billed, an advance rather than credit', async () => {
    const customer = { id: 'b0000001-0000-5000-8000-000000000000', name: 'Asha', phone: '+919876543210', gstin: null, lang: 'en', jobs: 1 };
    serveJob(
      () => job(),
      (url) =>
        url.startsWith('/api/customers?')
          ? json(200, { success: true, result: [{ ...customer, billed: '0', paid: '2475', balance: '-2475', advance: '2475', oldestDueDays: null }] })
          : undefined,
    );
    showJob();
    const part = await screen.findByRole('region', { name: 'Account' });
    expect(await within(part).findByRole('link', { name: '₹2,475 advance on unbilled jobs over 1 job' })).toBeInTheDocument();
  });
});
