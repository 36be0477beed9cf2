import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_SETTINGS, type BillingSettings } from '../../../contract/billing-settings.ts';
import { financialYearOf } from '../../../contract/billing/financial-year.ts';
import { AdminToaster, toast } from '../components/index.ts';
import { json, stubAdminApi } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import { site } from '../../test-support/samples.ts';
import BillingAdminPage from './billing-admin-page.tsx';

afterEach(() => act(() => toast.remove()));

const year = financialYearOf(new Date()).short;
const WRONG_CHECK = 'This GSTIN’s last character (the check digit) does not match: please check it for a typing mistake.';

/** The API as the server keeps it: a PUT's body becomes the settings, or `refuse` answers a 400. */
function api(refuse?: string) {
  let current: BillingSettings = { ...DEFAULT_BILLING_SETTINGS };
  const fetch = stubAdminApi({}, (url, init) => {
    if (url !== '/api/settings/billing') return undefined;
    if (init?.method === 'PUT') {
      if (refuse) return json(400, { message: refuse });
      const body = JSON.parse(String(init.body));
      current = { ...body, advancePercent: Number(body.advancePercent), gstin: body.gstin.toUpperCase() };
    }
    return json(200, current);
  });
  const puts = () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init!.body)));
  return { puts };
}

const show = async () => {
  renderWithApp(
    <>
      <BillingAdminPage />
      <AdminToaster />
    </>,
  );
  return (await screen.findByLabelText('UPI ID')).closest('form')!;
};
const type = (form: HTMLElement, label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe('Billing', () => {
  it('starts as a plain bill with a 50% advance and the INV prefix previewed', async () => {
    api();
    const form = await show();
    expect((within(form).getByLabelText('Advance (%)') as HTMLInputElement).value).toBe('50');
    expect((within(form).getByRole('radio', { name: /No GST/ }) as HTMLInputElement).checked).toBe(true);
    expect(
      within(form)
        .getByRole('radio', { name: /Composition scheme/ })
        .closest('label')!.textContent,
    ).toContain('Bill of supply');
    expect(form.textContent).toContain(`The first bill this year: INV/${year}/0001`);
    type(form, 'Bill number prefix', 'sgp');
    expect(form.textContent).toContain(`The first bill this year: SGP/${year}/0001`);
    const states = within(form).getByLabelText('State') as HTMLSelectElement;
    expect([...states.options].map((o) => o.value)).toEqual(expect.arrayContaining(['', 'Maharashtra', 'Karnataka']));
  });

  it('shows a wrong GSTIN and UPI ID under their fields without sending, then saves once they are right', async () => {
    const { puts } = api();
    const form = await show();
    fireEvent.click(within(form).getByRole('radio', { name: /Regular GST/ }));
    type(form, 'UPI ID', 'shree ganesh');
    type(form, 'GSTIN', '27AAPFU0939F1ZW');
    fireEvent.click(within(form).getByRole('button', { name: 'Save billing settings' }));
    expect(within(form).getByText(WRONG_CHECK)).toBeTruthy();
    expect(within(form).getByText('UPI ID must look like name@bank, for example shop@okaxis.')).toBeTruthy();
    expect(within(form).getByLabelText('GSTIN').getAttribute('aria-invalid')).toBe('true');
    // Issue 28: regular GST asks for the shop's default rate there and then, not at the first bill.
    expect(within(form).getByText('A tax invoice needs the shop’s default GST rate: the rate of every item whose listing and category set none.')).toBeTruthy();
    expect(puts()).toEqual([]);

    type(form, 'UPI ID', 'shreeganesh@okaxis');
    type(form, 'GSTIN', '27aapfu0939f1zv');
    type(form, 'Legal name', 'श्री गणेश प्रिंटर्स');
    fireEvent.change(within(form).getByLabelText('State'), { target: { value: 'Maharashtra' } });
    type(form, 'Default GST rate (%)', '18');
    type(form, 'Default HSN or SAC code (optional)', '4911');
    expect(within(form).queryByText(WRONG_CHECK)).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save billing settings' }));
    expect((await screen.findAllByText('Billing settings saved')).length).toBeGreaterThan(0);
    expect(puts()).toEqual([
      {
        upiId: 'shreeganesh@okaxis',
        upiName: '',
        advancePercent: '50',
        gstMode: 'regular',
        gstin: '27AAPFU0939F1ZV',
        legalName: 'श्री गणेश प्रिंटर्स',
        address: '',
        state: 'Maharashtra',
        numberPrefix: 'INV',
        defaultHsn: '4911',
        defaultGstRate: '18',
      },
    ]);
  });

  it("shows the server's refusal over the button", async () => {
    api('The GSTIN is registered in Maharashtra: the state must be Maharashtra.');
    const form = await show();
    fireEvent.click(within(form).getByRole('button', { name: 'Save billing settings' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'The GSTIN is registered in Maharashtra: the state must be Maharashtra.');
  });
});

describe('Billing’s blanks', () => {
  it('say the address and state the bill takes from the shop’s configuration and the GSTIN', async () => {
    stubAdminApi({ '/api/confi/GetConfiList': { success: true, result: [{ ...site, address: '12 Station Road, Pune, Maharashtra 411001' }] } }, (url) =>
      url === '/api/settings/billing' ? json(200, { ...DEFAULT_BILLING_SETTINGS, saved: true }) : undefined,
    );
    const form = await show();
    const address = within(form).getByLabelText('Address');
    expect(await within(form).findByText('Left blank. From the shop’s configuration: 12 Station Road, Pune, Maharashtra 411001')).toBeTruthy();
    expect(address.getAttribute('placeholder')).toBe('From the shop’s configuration: 12 Station Road, Pune, Maharashtra 411001');
    const state = within(form).getByLabelText('State') as HTMLSelectElement;
    expect(state.options[0]!.text).toBe('From the shop’s configuration: Maharashtra');
    expect(within(form).getByText('Left blank. From the shop’s configuration: Maharashtra')).toBeTruthy();

    // A GSTIN names its state: that one, not the address's.
    type(form, 'GSTIN', '29AABCU9603R1ZJ');
    expect(state.options[0]!.text).toBe('From the GSTIN: Karnataka');
    // Typed, the address is the settings' own: no hint.
    type(form, 'Address', 'Shop 4, MG Road, Bengaluru');
    expect(within(form).queryByText(/^Left blank\. From the shop’s configuration: 12 Station/)).toBeNull();
  });
});
