import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINTING_SETTINGS } from '../../../contract/printing.ts';
import { json } from '../components/screen-testing.tsx';
import type { Listing } from '../../../contract/listings.ts';
import { listing } from '../../test-support/listing-samples.ts';
import { job, JOB_ID, serveJob, showJob } from './job-testing.tsx';

const APPROVED = job({ stage: 'approved', finalPrice: '4000', orderNumber: 'SGP-2026-27-0042', approvedAt: '2026-11-28T10:00:00.000Z' });
const VISITING = { widthMm: 89, heightMm: 51, bleedMm: 3 };

/** The shop's printing settings, and the layouts the server gives: 21 visiting cards on SRA3; A4 refused as the server would. */
function serve(current = APPROVED, print: Listing['print'] = { ...VISITING, sides: 1 }) {
  return serveJob(
    () => current,
    (url) => {
      if (url === '/api/settings/printing') return json(200, DEFAULT_PRINTING_SETTINGS);
      if (url === `/api/listings/${current.listingId}`) return json(200, listing(1, { _id: current.listingId!, title: 'Royal wedding card', print }));
      if (url === `/api/quotes/${JOB_ID}/imposition?sheet=SRA3`)
        return json(200, {
          sheet: { name: 'SRA3', widthMm: 320, heightMm: 450 },
          piece: VISITING,
          across: 3,
          down: 7,
          rotated: false,
          perSheet: 21,
          sheets: 16,
        });
      if (url === `/api/quotes/${JOB_ID}/imposition?sheet=A4`) return json(409, { message: 'The piece does not fit on A4.' });
      return undefined;
    },
  );
}

describe('the job screen’s print part', () => {
  it('waits for the customer’s approval', async () => {
    serve(job());
    showJob();
    const part = await screen.findByRole('region', { name: 'To the press' });
    expect(part).toHaveTextContent('Once the customer approves a proof, the print file and its layout on the sheet are made here.');
    expect(within(part).queryByRole('link')).toBeNull();
  });

  it('asks for the print size when the item has none, without asking for a layout', async () => {
    const fetch = serve(APPROVED, null);
    showJob();
    const part = await screen.findByRole('region', { name: 'To the press' });
    expect(await within(part).findByText(/^Set the print size of “Royal wedding card” in its listing form/)).toBeInTheDocument();
    expect(within(part).queryByRole('link')).toBeNull();
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('imposition'))).toEqual([]);
  });

  it('offers the print file, lays the job out on SRA3 with a drawing and the counts, and on the sheet the owner picks', async () => {
    const fetch = serve();
    showJob();
    const part = await screen.findByRole('region', { name: 'To the press' });
    expect(await within(part).findByRole('link', { name: 'Print file' })).toHaveAttribute('href', `/api/quotes/${JOB_ID}/print.pdf`);
    const drawing = await within(part).findByRole('img', { name: 'SRA3: 3 across and 7 down, 21 a sheet' });
    // The drawing places what the server's layout places: 21 pieces (95 × 57 mm with bleed) inside the sheet.
    expect(drawing.querySelectorAll('rect')).toHaveLength(2 + 21);
    expect(part).toHaveTextContent('3 across × 7 down');
    expect(part).toHaveTextContent('Per sheet21');
    expect(part).toHaveTextContent('Sheets16 (with 5% wastage)');
    expect(within(part).getByRole('link', { name: 'Imposed sheet (PDF)' })).toHaveAttribute('href', `/api/quotes/${JOB_ID}/imposition.pdf?sheet=SRA3`);

    fireEvent.change(within(part).getByLabelText('Sheet'), { target: { value: 'A4' } });
    expect(await within(part).findByRole('alert')).toHaveTextContent('The piece does not fit on A4.');
    expect(within(part).queryByRole('link', { name: 'Imposed sheet (PDF)' })).toBeNull();
    await waitFor(() => expect(fetch.mock.calls.map(([url]) => url)).toContain(`/api/quotes/${JOB_ID}/imposition?sheet=A4`));
  });
});
