import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordsList } from '../../../contract/quote-records.ts';
import { json } from '../components/screen-testing.tsx';
import { job, JOB_ID, serveJob, showJob } from './job-testing.tsx';

const ZONES: RecordsList['zones'] = [
  { key: 'name', label: 'Name', lang: 'en', photo: false, required: true },
  { key: 'class', label: 'Class', lang: 'en', photo: false, required: false },
  { key: 'photo', label: 'Photo', lang: 'en', photo: true, required: true },
];
const SENT: RecordsList = {
  zones: ZONES,
  version: 2,
  rows: [
    { row: 2, values: { name: 'Asha Patil', class: '5 B', photo: 'asha.jpg' }, photo: true },
    { row: 3, values: { name: 'क्षमा श्री', class: '5 B', photo: 'kshama.jpg' }, photo: false },
  ],
  problems: [{ row: 3, field: 'photo', problem: 'No photo named kshama.jpg in the zip.' }],
};
const SCHOOL = job({ takesNames: true, stage: 'quoted', finalPrice: '12500', orderNumber: 'SGP-2026-27-0042', quantity: 2 });

const namesPart = () => screen.findByRole('region', { name: 'Names' });

describe('the job’s names, on the owner’s screen', () => {
  it('lists every card with its problem beside it, links the proof of every card, and sends a new sheet and zip', async () => {
    let list = SENT;
    const sent: FormData[] = [];
    const fetch = serveJob(
      () => SCHOOL,
      (url, init) => {
        if (url !== `/api/quotes/${JOB_ID}/records`) return undefined;
        if ((init?.method ?? 'GET') === 'GET') return json(200, list);
        sent.push(init!.body as FormData);
        list = { ...SENT, version: 3, rows: [...SENT.rows, { row: 4, values: { name: 'Ravi', class: '6 A', photo: 'ravi.jpg' }, photo: true }], problems: [] };
        return json(200, { records: 3, version: 3, quantity: 3, problems: [] });
      },
    );
    showJob();
    const part = await namesPart();
    const cards = await within(part).findByRole('region', { name: 'Cards' });
    expect(within(cards).getByRole('status')).toHaveTextContent('2 cards, 1 problem');
    const rows = within(cards)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(rows[0]).toHaveTextContent('Row 2Asha Patil5 BPhoto ✓');
    expect(rows[1]).toHaveTextContent('Row 3क्षमा श्री5 BNo photoNo photo named kshama.jpg in the zip.');
    expect(within(part).getByRole('link', { name: 'See every card (PDF), proof 2' })).toHaveAttribute('href', `/api/quotes/${JOB_ID}/records/proof.pdf`);
    expect(part).toHaveTextContent('the sheet’s first row names the columns: Name, Class, Photo.');

    const sheet = new File(['Name,Class,Photo\nAsha Patil,5 B,asha.jpg\n'], 'students.csv', { type: 'text/csv' });
    const photos = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'photos.zip', { type: 'application/zip' });
    const user = userEvent.setup();
    await user.upload(within(part).getByLabelText('Sheet of names (CSV or Excel)'), sheet);
    await user.upload(within(part).getByLabelText('Photos (zip, optional)'), photos);
    await user.click(within(part).getByRole('button', { name: 'Send the list' }));
    expect(await screen.findByText('3 cards saved as proof 3')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect((sent[0]!.get('sheet') as File).name).toBe('students.csv');
    expect((sent[0]!.get('photos') as File).name).toBe('photos.zip');
    // The list is read again: the new proof and its third card.
    await waitFor(() => expect(within(part).getByRole('status')).toHaveTextContent('3 cards, 0 problems'));
    expect(within(part).getByRole('link', { name: 'See every card (PDF), proof 3' })).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url, init]) => url === `/api/quotes/${JOB_ID}/records` && init?.method === 'POST')).toHaveLength(1);
  });

  it('says why a list was refused, and keeps the old cards', async () => {
    serveJob(
      () => SCHOOL,
      (url, init) => {
        if (url !== `/api/quotes/${JOB_ID}/records`) return undefined;
        if ((init?.method ?? 'GET') === 'GET') return json(200, SENT);
        return json(400, { message: 'The sheet has no column for Name.' });
      },
    );
    showJob();
    const part = await namesPart();
    await within(part).findByRole('region', { name: 'Cards' });
    const user = userEvent.setup();
    await user.upload(within(part).getByLabelText('Sheet of names (CSV or Excel)'), new File(['Roll\n1\n'], 'x.csv', { type: 'text/csv' }));
    await user.click(within(part).getByRole('button', { name: 'Send the list' }));
    expect(await screen.findByText(/The sheet has no column for Name\./)).toBeInTheDocument();
    expect(within(part).getByRole('status')).toHaveTextContent('2 cards, 1 problem');
  });

  it('freezes the names once the customer approved them, and shows no names on a card made from none', async () => {
    serveJob(
      () => ({ ...SCHOOL, stage: 'approved', approvedAt: '2026-11-28T10:00:00.000Z' }),
      (url) => (url === `/api/quotes/${JOB_ID}/records` ? json(200, SENT) : undefined),
    );
    const { unmount } = showJob();
    const part = await namesPart();
    expect(await within(part).findByText(/The names are approved and can no longer be changed/)).toBeInTheDocument();
    expect(within(part).queryByRole('button', { name: 'Send the list' })).toBeNull();
    expect(within(part).queryByLabelText('Sheet of names (CSV or Excel)')).toBeNull();
    unmount();

    serveJob(() => job({ takesNames: false }));
    showJob();
    expect(await screen.findByRole('region', { name: 'Price' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Names' })).toBeNull();
  });
});
