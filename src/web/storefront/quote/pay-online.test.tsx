import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicQuote } from '../../../contract/quotes.ts';
import { stubFetch } from '../../test-support/render.tsx';
import { quoteAt, renderQuotePage } from './quote-page-testing.tsx';

/** "Pay ₹X online" on the customer's quote page (issue 31), in English. Hindi: pay-online.hi.test.tsx. */

const TOKEN = 'e'.repeat(32);
const payment = { total: '4500', advanceDue: '2250', paid: '0', balance: '4500', dueNow: '2250', asking: 'advance' as const, upiLink: null, claim: null };
const priced = (over: Partial<NonNullable<PublicQuote['payment']>> = {}) =>
  quoteAt(TOKEN, { stage: 'approved', finalPrice: '4500', orderNumber: 'SGP-2026-27-0042', payment: { ...payment, ...over } });
const go = () => vi.spyOn(window.location, 'assign').mockImplementation(() => {});

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('pay online', () => {
  it('is offered beside the UPI QR when the shop takes online payment, and sends the customer to the gateway’s page', async () => {
    const user = userEvent.setup();
    const assign = go();
    const fetch = stubFetch(200, { url: 'https://rzp.io/i/alaBxs0i' });
    renderQuotePage(TOKEN, priced({ online: true, upiLink: 'upi://pay?pa=shop@okaxis&am=2250.00&cu=INR' }));
    const box = screen.getByRole('region', { name: 'Payment' });
    expect(within(box).getByRole('img', { name: 'UPI QR code to pay ₹2,250' })).toBeInTheDocument();
    expect(within(box).getByText('By card, UPI, net banking or wallet, on Razorpay’s secure page.')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Pay ₹2,250 online' }));
    expect(fetch).toHaveBeenCalledWith(`/api/quotes/${TOKEN}/pay-online`, expect.objectContaining({ method: 'POST' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://rzp.io/i/alaBxs0i'));
  });

  it('is the way to pay when the shop has no UPI ID, and is not offered when the shop takes no online payment', () => {
    renderQuotePage(TOKEN, priced({ online: true }));
    expect(screen.getByRole('button', { name: 'Pay ₹2,250 online' })).toBeInTheDocument();
    expect(screen.queryByText('The shop will tell you how to pay the advance.')).toBeNull();
  });

  it('is not offered when the shop takes no online payment', () => {
    renderQuotePage(TOKEN, priced());
    expect(screen.queryByRole('button', { name: /online/ })).toBeNull();
    expect(screen.getByText('The shop will tell you how to pay the advance.')).toBeInTheDocument();
  });

  it.each([
    [502, 'Online payment could not be started just now. Please try again in a few minutes, or pay by UPI.'],
    [409, 'Online payment is not open on this quote now. Please pay by UPI, or ask the shop.'],
    [404, 'This quote does not exist. Please check the link you were sent.'],
  ])('says what went wrong when the server answers %i, and stays on the page', async (status, message) => {
    const user = userEvent.setup();
    const assign = go();
    stubFetch(status, { message: 'from the server' });
    renderQuotePage(TOKEN, priced({ online: true }));
    await user.click(screen.getByRole('button', { name: 'Pay ₹2,250 online' }));
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay ₹2,250 online' })).toBeEnabled();
  });

  it('says, back from the gateway, that the payment went through, and shows it once the shop has it, without a reload', async () => {
    window.history.replaceState(null, '', `/quote/${TOKEN}?razorpay_payment_id=pay_X&razorpay_payment_link_status=paid`);
    const fetch = stubFetch(200, priced({ paid: '2250', balance: '2250', asking: 'balance', online: true }));
    renderQuotePage(TOKEN, priced({ online: true }));
    expect(
      await screen.findByText('Thank you: your online payment went through. It shows here as soon as the payment gateway confirms it to the shop.'),
    ).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Your online payment is recorded. Thank you!', undefined, { timeout: 8_000 })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(`/api/quotes/${TOKEN}`, expect.anything());
    expect(screen.getByText('Pay balance ₹2,250')).toBeInTheDocument();
  }, 15_000);

  it('says nothing of the gateway on a page opened the usual way', () => {
    renderQuotePage(TOKEN, priced({ online: true }));
    expect(screen.queryByText(/your online payment/)).toBeNull();
  });
});
