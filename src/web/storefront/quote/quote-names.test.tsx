import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordsList } from '../../../contract/quote-records.ts';
import type { PublicQuote } from '../../../contract/quotes.ts';
import { renderWithApp, stubFetch, stubFetchInTurn } from '../../test-support/render.tsx';
import { QuoteNames } from './quote-names.tsx';

const TOKEN = 'c'.repeat(32);
const quote = { token: TOKEN, stage: 'quoted', approvedAt: null, takesNames: true } as PublicQuote;
const LONG = 'Aishwarya Venkatalakshmi Ramachandran Subramaniam Iyer';
const namesList = (over: Partial<RecordsList> = {}): RecordsList => ({
  zones: [
    { key: 'name', label: 'Name', lang: 'en', photo: false, required: true },
    { key: 'photo', label: 'Photo', lang: 'en', photo: true, required: false },
  ],
  version: 2,
  rows: [
    { row: 2, values: { name: 'Asha Patil', photo: 'asha' }, photo: true },
    { row: 3, values: { name: 'क्षमा त्रिपाठी', photo: '' }, photo: false },
    { row: 4, values: { name: LONG, photo: '' }, photo: false },
  ],
  problems: [{ row: 4, field: 'name', problem: 'Name is too long to fit on the card, even in smaller letters.' }],
  ...over,
});

describe('QuoteNames', () => {
  it('lists every row with its texts, a photo mark and its problem beside it, a count and the PDF of every card', async () => {
    stubFetch(200, namesList());
    renderWithApp(<QuoteNames quote={quote} />);
    expect(await screen.findByText('3 cards, 1 problem')).toBeInTheDocument();
    expect([...document.querySelectorAll('ol > li')].map((r) => r.textContent)).toEqual([
      'Row 2Asha PatilPhoto ✓',
      'Row 3क्षमा त्रिपाठीNo photo',
      `Row 4${LONG}No photoName is too long to fit on the card, even in smaller letters.`,
    ]);
    expect(screen.getByRole('link', { name: 'See every card (PDF)' })).toHaveAttribute('href', `/api/quotes/${TOKEN}/records/proof.pdf`);
    expect(screen.getByText('These cards are proof 2: approving it approves every name.')).toBeInTheDocument();
    expect(screen.getByText(/The first row of the sheet names the columns: Name, Photo\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Sheet of names (CSV or Excel)')).toHaveAttribute('accept', '.csv,.xlsx');
    expect(screen.getByLabelText('Photos (zip, optional)')).toHaveAttribute('accept', '.zip');
  });

  it('sends the sheet and shows the rows the server now has; asks for a sheet first', async () => {
    const user = userEvent.setup();
    const fetch = stubFetchInTurn(
      [200, namesList({ rows: [], problems: [], version: null })],
      [200, { records: 3, version: 2, quantity: 3, problems: [] }],
      [200, namesList()],
    );
    renderWithApp(<QuoteNames quote={quote} />);
    await user.click(await screen.findByRole('button', { name: 'Send the list' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the sheet with the names (CSV or Excel).');
    await user.upload(screen.getByLabelText('Sheet of names (CSV or Excel)'), new File(['Name\nAsha'], 'names.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Send the list' }));
    expect(await screen.findByText('3 cards, 1 problem')).toBeInTheDocument();
    expect(screen.getByText('Your list is saved. Check every card below.')).toBeInTheDocument();
    expect(fetch.mock.calls[1]![0]).toBe(`/api/quotes/${TOKEN}/records`);
    expect((fetch.mock.calls[1]![1]!.body as FormData).get('sheet')).toBeInstanceOf(File);
  });

  it('shows the list without the form once the proof is approved', async () => {
    stubFetch(200, namesList());
    renderWithApp(<QuoteNames quote={{ ...quote, stage: 'approved', approvedAt: '2026-11-28T00:00:00.000Z' }} />);
    expect(await screen.findByText('3 cards, 1 problem')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the list' })).toBeNull();
  });
});
