import '@testing-library/jest-dom/vitest';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../components/index.ts';
import { json, stubAdminApi, textsOf } from '../components/screen-testing.tsx';
import { job, JOB_ID, JOB_TOKEN, ORIGIN, serveJob, showJob } from './job-testing.tsx';

afterEach(() => act(() => toast.remove()));

describe('the job screen', () => {
  it('reads the job by its id and shows it in the order a job runs', async () => {
    const fetch = serveJob(() => job());
    showJob();
    expect(await screen.findByRole('heading', { level: 1, name: '#a0000001' })).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => url)).toContain(`/api/quotes/${JOB_ID}`);
    expect(textsOf(screen.getByRole('main'), 'heading', { level: 2 })).toEqual([
      'Customer',
      'Item',
      'Due date',
      'Price',
      'Proofs',
      'Payments',
      'Stage',
      'To the press',
      'Job ticket',
      'Bill',
      "Customer's files",
      'Timeline',
      'Account',
      'Order again',
    ]);
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute('href', '/admin?tab=orders');
  });

  it('calls the customer (tel:) or writes to them on WhatsApp, and opens their page', async () => {
    serveJob(() => job({ lang: 'hi' }));
    showJob();
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(within(customer).getByText('हिन्दी')).toHaveAttribute('lang', 'hi');
    expect(within(customer).getByRole('link', { name: 'Call 98765 43210' })).toHaveAttribute('href', 'tel:9876543210');
    const whatsapp = within(customer).getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')!;
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    // The customer asked in Hindi: answered in Hindi, with the Hindi page's link.
    expect(new URL(whatsapp).searchParams.get('text')).toContain(`प्रूफ़ देखें और मंज़ूर करें: ${ORIGIN}/hi/quote/${JOB_TOKEN}`);
    // Their page opens as they see it, in Hindi.
    expect(within(customer).getByRole('link', { name: "Customer's page" })).toHaveAttribute('href', `/hi/quote/${JOB_TOKEN}`);
    // Times on the shop's clock, whatever the phone's zone.
    expect(customer).toHaveTextContent('Asked 27 Nov 2026, 3:05 pm IST');
  });

  it("shows the item with its options, quantity and the customer's texts, beside the preview", async () => {
    serveJob(() => job());
    showJob();
    const item = await screen.findByRole('region', { name: 'Item' });
    for (const text of ['Royal wedding card', '300', 'Handmade', 'Gold', 'प्रिया', 'Rahul']) expect(within(item).getByText(text)).toBeInTheDocument();
    expect(within(item).getByRole('img', { name: 'Preview for Asha' })).toHaveAttribute('src', job().previewUrl);
  });

  it('says the price includes GST when the shop charges GST, and says nothing of it when not', async () => {
    serveJob(() => job({ stage: 'quoted', finalPrice: '5500' }));
    const { unmount } = showJob();
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(await within(price).findByText('₹5,500 incl. GST')).toBeInTheDocument();
    expect(within(price).getByLabelText('Final price (₹, incl. GST)')).toHaveValue('5500');
    expect(within(price).getByText('300 × ₹14.50 = ₹4,350')).toBeInTheDocument();
    unmount();
    serveJob(() => job({ stage: 'quoted', finalPrice: '5500' }), undefined, { gstMode: 'none' });
    showJob();
    const plain = await screen.findByRole('region', { name: 'Price' });
    expect(within(plain).getByText('₹5,500')).toBeInTheDocument();
    expect(within(plain).getByLabelText('Final price (₹)')).toHaveValue('5500');
  });

  it('shows the timeline with each step, its time in IST and its note', async () => {
    const timeline = [
      { stage: 'new' as const, at: '2026-11-27T09:35:00.000Z' },
      { stage: 'quoted' as const, at: '2026-11-27T10:00:00.000Z' },
      { stage: 'on_hold' as const, at: '2026-11-28T04:30:00.000Z', note: 'Waiting for the paper' },
    ];
    serveJob(() => job({ stage: 'on_hold', finalPrice: '5500', timeline }));
    showJob();
    const steps = within(await screen.findByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual([
      'New 27 Nov 2026, 3:05 pm IST',
      'Quoted 27 Nov 2026, 3:30 pm IST',
      'On hold 28 Nov 2026, 10:00 am ISTWaiting for the paper',
    ]);
  });

  it("shows the customer's files", async () => {
    const files = [{ id: 'f1', url: `/api/quotes/${JOB_TOKEN}/files/f1`, name: 'logo.png', createdAt: '2026-11-27T10:00:00.000Z' }];
    serveJob(() => job({ files }));
    showJob();
    const region = await screen.findByRole('region', { name: "Customer's files" });
    expect(within(region).getByRole('img', { name: 'logo.png' })).toHaveAttribute('src', files[0]!.url);
  });

  it('says when there is no such job, and when it could not load', async () => {
    stubAdminApi({}, (url) => (url === `/api/quotes/${JOB_ID}` ? json(404, { message: 'Quote not found' }) : undefined));
    const { unmount } = showJob();
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no job at this address. It may have been a mistyped link.')).toBeInTheDocument();
    unmount();
    stubAdminApi({}, (url) => (url === `/api/quotes/${JOB_ID}` ? json(500, { message: 'Internal Server Error' }) : undefined));
    showJob();
    expect(await screen.findByText('Could not load the job.', {}, { timeout: 5_000 })).toBeInTheDocument();
  });
});
