import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminToaster, toast } from '../components/index.ts';
import { json, stubAdminApi } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import { OrderNumbersSection } from './order-numbers-form.tsx';

afterEach(() => act(() => toast.remove()));

const show = () =>
  renderWithApp(
    <>
      <OrderNumbersSection />
      <AdminToaster />
    </>,
  );

describe('Order numbers (Configuration)', () => {
  it('shows the prefix made from the shop name and the next number, and saves a new prefix in capitals', async () => {
    let current = { prefix: 'SGP', chosen: false, next: 'SGP-2026-27-0043' };
    const fetch = stubAdminApi({}, (url, init) => {
      if (url !== '/api/order-settings') return undefined;
      if (init?.method === 'PUT') {
        const { prefix } = JSON.parse(String(init.body));
        current = { prefix, chosen: true, next: `${prefix}-2026-27-0043` };
      }
      return json(200, current);
    });
    show();
    const section = await screen.findByRole('region', { name: 'Order numbers' });
    const input = (await within(section).findByLabelText('Prefix')) as HTMLInputElement;
    expect(input.value).toBe('SGP');
    expect(section.textContent).toContain('Made from the shop name until you choose one. Next number: SGP-2026-27-0043');
    fireEvent.change(input, { target: { value: 'gp' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save prefix' }));
    expect(await screen.findByText('Order numbers saved')).toBeTruthy();
    expect(await within(section).findByText('Next number: GP-2026-27-0043')).toBeTruthy();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toEqual({ prefix: 'GP' });
  });

  it('refuses a prefix that would not fit a GST invoice serial before sending it', async () => {
    const fetch = stubAdminApi({ '/api/order-settings': { prefix: 'ORD', chosen: false, next: 'ORD-2026-27-0001' } });
    show();
    const section = await screen.findByRole('region', { name: 'Order numbers' });
    fireEvent.change(await within(section).findByLabelText('Prefix'), { target: { value: 'S-1' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save prefix' }));
    expect(within(section).getByText('The prefix must be 1 to 3 capital letters or digits, such as SGP.')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
