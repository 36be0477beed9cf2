import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ImportReport } from '../../../contract/spreadsheet.ts';
import { json, stubAdminApi, textsOf } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import SpreadsheetAdminPage from './spreadsheet-admin-page.tsx';

const report = (fields: Partial<ImportReport>): ImportReport => ({
  rows: 3,
  created: 0,
  updated: 3,
  unchanged: 0,
  bad: [],
  dryRun: true,
  written: false,
  message: 'Checked 3 rows.',
  ...fields,
});

/** Answers the import from `answers` in turn, recording what each call sent. */
function stubImport(answers: [number, ImportReport][]) {
  const sent: Record<string, string>[] = [];
  stubAdminApi({}, (url, init) => {
    if (url !== '/api/listings/import') return undefined;
    const form = init!.body as FormData;
    sent.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name])));
    const [status, body] = answers.shift()!;
    return json(status, body);
  });
  return sent;
}

const pick = (label: string, name: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { files: [new File(['title\n'], name)] } });

describe('Spreadsheet & feeds', () => {
  it('exports by a link, checks before importing, then imports', async () => {
    const sent = stubImport([
      [200, report({ message: 'Checked 3 rows: 0 new, 3 changed, 0 unchanged. Nothing has been written yet.' })],
      [200, report({ dryRun: false, written: true, message: 'Imported 3 rows: 0 new, 3 changed, 0 unchanged.' })],
    ]);
    renderWithApp(<SpreadsheetAdminPage />);
    expect((await screen.findByRole('link', { name: 'Export CSV' })).getAttribute('href')).toBe('/api/listings/export.csv');
    const importButton = screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement;
    expect(importButton.disabled).toBe(true);
    pick('CSV file', 'prices.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByText(/Nothing has been written yet/)).toBeTruthy();
    await waitFor(() => expect(importButton.disabled).toBe(false));
    fireEvent.click(importButton);
    expect(await screen.findByText('Imported 3 rows: 0 new, 3 changed, 0 unchanged.')).toBeTruthy();
    expect(sent).toEqual([
      { file: 'prices.csv', dryRun: '1', skipBadRows: '0' },
      { file: 'prices.csv', dryRun: '0', skipBadRows: '0' },
    ]);
  });

  it('lists the bad rows with their reasons and keeps Import off until they are fixed or skipped', async () => {
    const bad = [
      { row: 6, reasons: ['Fill all fields: title is required.'] },
      { row: 8, reasons: ['Unknown category.'] },
    ];
    stubImport([[200, report({ bad, message: 'Checked 7 rows: 2 rows with problems to fix or skip.' })]]);
    renderWithApp(<SpreadsheetAdminPage />);
    await screen.findByRole('button', { name: 'Check file' });
    pick('CSV file', 'bad.csv');
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }));
    const list = await screen.findByRole('list', { name: 'Rows with problems' });
    expect(textsOf(list, 'listitem')).toEqual(['Row 6: Fill all fields: title is required.', 'Row 8: Unknown category.']);
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives both feeds as absolute addresses with where to paste them', async () => {
    stubAdminApi({});
    renderWithApp(<SpreadsheetAdminPage />);
    const links = (await screen.findAllByRole('link')).map((a) => a.getAttribute('href'));
    expect(links).toContain(`${location.origin}/feeds/catalogue.csv`);
    expect(links).toContain(`${location.origin}/feeds/catalogue.xml`);
    expect(screen.getByText(/Commerce Manager: Catalogue → Data sources/)).toBeTruthy();
  });
});
