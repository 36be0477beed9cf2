import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test-support/render.tsx';
import { quoteAt, renderQuotePage } from './quote-page-testing.tsx';

// The Hindi build: every text of the page comes from hi.ts.
vi.mock('../i18n/messages.ts', () => import('../i18n/hi.ts'));

const TOKEN = 'f'.repeat(32);
const payment = {
  total: '4500',
  advanceDue: '2250',
  paid: '2250',
  balance: '2250',
  dueNow: '2250',
  asking: 'balance' as const,
  upiLink: null,
  claim: null,
  online: true as const,
};

afterEach(() => vi.restoreAllMocks());

describe('pay online in Hindi', () => {
  it('offers the balance online in Hindi, and says in Hindi when the gateway fails', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    stubFetch(502, { message: 'Online payment could not be started just now. Please try again in a few minutes, or pay by UPI.' });
    renderQuotePage(TOKEN, quoteAt(TOKEN, { stage: 'in_production', finalPrice: '4500', orderNumber: 'SGP-2026-27-0042', payment }));
    expect(screen.getByText('कार्ड, UPI, नेट बैंकिंग या वॉलेट से, भुगतान कंपनी के सुरक्षित पेज पर।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '₹2,250 ऑनलाइन चुकाएँ' }));
    expect(await screen.findByText('ऑनलाइन भुगतान अभी शुरू नहीं हो सका। कृपया कुछ मिनट बाद फिर कोशिश करें, या UPI से चुकाएँ।')).toHaveAttribute('role', 'alert');
    expect(assign).not.toHaveBeenCalled();
  });
});
