import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobCost } from '../../../contract/job-costs.ts';
import { DEFAULT_PRINTING_SETTINGS } from '../../../contract/printing.ts';
import { json } from '../components/screen-testing.tsx';
import { job, JOB_ID, serveJob, showJob } from './job-testing.tsx';

const APPROVED = job({ stage: 'approved', finalPrice: '4000', orderNumber: 'SGP-2026-27-0042', approvedAt: '2026-11-28T10:00:00.000Z' });
const ON_SRA3: JobCost = {
  sheet: 'SRA3',
  sheets: { count: 105, each: '12.50', sides: 2, total: '2625' },
  finishing: { quantity: 400, each: '3.25', total: '1300' },
  total: '3925',
  priceWithoutGst: '3389.83',
  margin: '-535.17',
  marginPercent: -15.8,
  reasons: [],
};
const ON_A4: JobCost = {
  ...ON_SRA3,
  sheet: 'A4',
  sheets: null,
  total: null,
  margin: null,
  marginPercent: null,
  reasons: ['A4 has no cost yet: set it in Printing settings.'],
};

function serve(costs: Record<string, JobCost>) {
  return serveJob(
    () => APPROVED,
    (url) => {
      if (url === '/api/settings/printing') return json(200, DEFAULT_PRINTING_SETTINGS);
      const sheet = new RegExp(`^/api/quotes/${JOB_ID}/cost\\?sheet=(\\w+)$`).exec(url)?.[1];
      if (sheet && costs[sheet]) return json(200, costs[sheet]);
      if (url.startsWith(`/api/quotes/${JOB_ID}/imposition?`)) return json(409, { message: 'Set the print size first.' });
      return undefined;
    },
  );
}

const costPart = async () => within(await screen.findByRole('region', { name: 'To the press' })).findByRole('region', { name: 'Cost' });

describe('the job’s cost and margin', () => {
  it('shows the parts of the cost and a loss in red and in words', async () => {
    serve({ SRA3: ON_SRA3 });
    showJob();
    const part = await costPart();
    await waitFor(() => expect(part).toHaveTextContent('Sheets105 × ₹12.50 × 2 sides = ₹2,625'));
    expect(part).toHaveTextContent('Finishing400 × ₹3.25 = ₹1,300');
    expect(part).toHaveTextContent('Total₹3,925');
    expect(part).toHaveTextContent('Price without GST₹3,389.83');
    const margin = within(part).getByText(/^Margin/);
    expect(margin).toHaveTextContent('Loss Margin −₹535.17 (−15.8 %)');
    expect(margin).toHaveClass('text-red-700');
  });

  it('follows the sheet picked, saying why a part is missing; a margin that is no loss is not red', async () => {
    serve({ SRA3: { ...ON_SRA3, margin: '75', marginPercent: 1.9, priceWithoutGst: '4000' }, A4: ON_A4 });
    showJob();
    const part = await costPart();
    const margin = await within(part).findByText(/^Margin/);
    expect(margin).toHaveTextContent(/^Margin ₹75 \(1\.9 %\)$/);
    expect(margin).not.toHaveClass('text-red-700');
    fireEvent.change(within(await screen.findByRole('region', { name: 'To the press' })).getByLabelText('Sheet'), { target: { value: 'A4' } });
    await waitFor(() => expect(part).toHaveTextContent('A4 has no cost yet: set it in Printing settings.'));
    expect(part).not.toHaveTextContent('Sheets');
    expect(within(part).queryByText(/^Margin/)).toBeNull();
    expect(part).toHaveTextContent('Finishing400 × ₹3.25 = ₹1,300');
  });
});
