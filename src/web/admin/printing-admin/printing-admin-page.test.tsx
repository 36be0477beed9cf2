import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRINTING_SETTINGS, PrintingSettingsInputSchema, type PrintingSettings } from '../../../contract/printing.ts';
import { toast } from '../components/index.ts';
import { json, stubAdminApi } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import PrintingAdminPage from './printing-admin-page.tsx';

afterEach(() => act(() => toast.remove()));

/** The API as the server keeps it: a PUT's body, read by the contract's schema, becomes the settings. */
function api() {
  let current: PrintingSettings = DEFAULT_PRINTING_SETTINGS;
  const fetch = stubAdminApi({}, (url, init) => {
    if (url !== '/api/settings/printing') return undefined;
    if (init?.method === 'PUT') current = PrintingSettingsInputSchema.parse(JSON.parse(String(init.body)));
    return json(200, current);
  });
  return { puts: () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init!.body))) };
}

const show = async () => {
  renderWithApp(<PrintingAdminPage />);
  return (await screen.findByLabelText('Margin (mm)')).closest('form')!;
};

describe('Printing settings', () => {
  it('lists the sheets, takes a cost, a new sheet and the wastage, and saves them', async () => {
    const { puts } = api();
    const form = await show();
    expect(
      within(form)
        .getAllByLabelText(/^Name/)
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['A4', 'A3', 'SRA3', '12×18 in', '13×19 in']);
    fireEvent.change(within(form).getByLabelText('Cost (₹) (sheet 3)'), { target: { value: '5.50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Remove sheet 1' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Add sheet' }));
    fireEvent.change(within(form).getByLabelText('Name (sheet 5)'), { target: { value: 'Card 9×12' } });
    fireEvent.change(within(form).getByLabelText('Width (mm) (sheet 5)'), { target: { value: '228.6' } });
    fireEvent.change(within(form).getByLabelText('Height (mm) (sheet 5)'), { target: { value: '304.8' } });
    fireEvent.change(within(form).getByLabelText('Wastage (%)'), { target: { value: '7' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Printing settings saved')).toBeInTheDocument();
    expect(puts()).toEqual([
      {
        sheets: [
          { name: 'A3', widthMm: '297', heightMm: '420', cost: '0' },
          { name: 'SRA3', widthMm: '320', heightMm: '450', cost: '5.50' },
          { name: '12×18 in', widthMm: '304.8', heightMm: '457.2', cost: '0' },
          { name: '13×19 in', widthMm: '330.2', heightMm: '482.6', cost: '0' },
          { name: 'Card 9×12', widthMm: '228.6', heightMm: '304.8', cost: '0' },
        ],
        marginMm: '5',
        wastagePercent: '7',
      },
    ]);
  });

  it('says what is wrong before sending', async () => {
    const { puts } = api();
    const form = await show();
    fireEvent.change(within(form).getByLabelText('Name (sheet 2)'), { target: { value: 'a4' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Two sheets have the same name.');
    expect(puts()).toEqual([]);
  });
});
