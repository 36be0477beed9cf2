import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GatewaySettingsAnswer } from '../../../contract/gateway.ts';
import { toast } from '../components/index.ts';
import { json, stubAdminApi } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import GatewayAdminPage from './gateway-admin-page.tsx';

afterEach(() => act(() => toast.remove()));

/** The API as the server keeps it: secrets only as "set", a blank one keeping the stored one. */
function api(start: GatewaySettingsAnswer = { provider: 'none', keyId: '', keySecretSet: false, webhookSecretSet: false }) {
  let current = start;
  const fetch = stubAdminApi({}, (url, init) => {
    if (url !== '/api/settings/gateway') return undefined;
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      current = {
        provider: body.provider,
        keyId: body.keyId,
        keySecretSet: current.keySecretSet || body.keySecret !== '',
        webhookSecretSet: current.webhookSecretSet || body.webhookSecret !== '',
      };
    }
    return json(200, current);
  });
  return { puts: () => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init!.body))) };
}

const show = async () => {
  renderWithApp(<GatewayAdminPage />);
  return (await screen.findByLabelText('Payment gateway')).closest('form')!;
};

describe('Online payment settings', () => {
  it('turns Razorpay on with the key id and both secrets, and never shows a secret back', async () => {
    const { puts } = api();
    const form = await show();
    expect(within(form).getAllByText(/^Not set yet\./)).toHaveLength(2);
    expect(within(form).getByText(/\/api\/payments\/webhooks\/razorpay$/)).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Payment gateway'), { target: { value: 'razorpay' } });
    fireEvent.change(within(form).getByLabelText('Key id'), { target: { value: 'rzp_live_9aXk2LmQp0Zt7B' } });
    fireEvent.change(within(form).getByLabelText('Key secret'), { target: { value: 'key-secret-1' } });
    fireEvent.change(within(form).getByLabelText('Webhook secret'), { target: { value: 'hook-secret-2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Online payment settings saved')).toBeInTheDocument();
    expect(puts()).toEqual([{ provider: 'razorpay', keyId: 'rzp_live_9aXk2LmQp0Zt7B', keySecret: 'key-secret-1', webhookSecret: 'hook-secret-2' }]);
    const again = (await screen.findByLabelText('Key secret')).closest('form')!;
    expect(await within(again).findAllByText(/^Set\. Leave blank to keep it; type a new one to replace it\./)).toHaveLength(2);
    expect(within(again).getByLabelText('Key secret')).toHaveValue('');
    expect(document.body.innerHTML).not.toContain('key-secret-1');
  });

  it('says what is wrong with a key id before sending anything', async () => {
    const { puts } = api();
    const form = await show();
    fireEvent.change(within(form).getByLabelText('Payment gateway'), { target: { value: 'razorpay' } });
    fireEvent.change(within(form).getByLabelText('Key id'), { target: { value: 'my key' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The key id looks like rzp_live_… or rzp_test_…');
    expect(puts()).toEqual([]);
  });
});
