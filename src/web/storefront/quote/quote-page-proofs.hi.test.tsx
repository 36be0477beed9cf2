import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { APPROVAL_WORDING } from '../../../contract/proof-texts.ts';
import type { Proof } from '../../../contract/quote-proofs.ts';
import type { PublicQuote } from '../../../contract/quotes.ts';
import { stubFetch, stubFetchInTurn, stubPendingFetch } from '../../test-support/render.tsx';
import { proofSample } from '../../test-support/samples.ts';
import { formatTime } from './quote-queries.ts';
import { inHindi, renderQuotePage } from './quote-page-testing.tsx';

/** The quote page's proofs in Hindi: whose turn, approving with the Hindi wording, a changed price, asking for changes. */

// The Hindi build: every text of the page comes from hi.ts.
vi.mock('../i18n/messages.ts', () => import('../i18n/hi.ts'));

const TOKEN = 'd'.repeat(32);
const { sample, priced } = inHindi(TOKEN);
const renderQuote = (quote: PublicQuote | null, token = TOKEN) => renderQuotePage(token, quote);
const WORDING_HI = 'मैंने नाम, तारीख़ें, वर्तनी और नंबर जाँच लिए हैं';
const proof = (version: number, over: Partial<Proof> = {}) => proofSample(TOKEN, version, over);

describe('the quote page in Hindi: proofs', () => {
  it('says in Hindi whose turn a proof is, and that a newer one replaced it (issue 28)', async () => {
    const user = userEvent.setup();
    stubPendingFetch();
    const { unmount } = renderQuote(sample({ proofs: [proof(1)] }));
    expect(screen.getByRole('heading', { name: /^प्रूफ़ 1/ })).toHaveTextContent('दुकान के जवाब का इंतज़ार');
    unmount();
    renderQuote(priced({ stage: 'proof_sent', proofs: [proof(1), proof(2)] }));
    await user.click(screen.getByRole('button', { name: 'पिछला प्रूफ़' }));
    expect(screen.getByRole('heading', { name: /^प्रूफ़ 1/ })).toHaveTextContent('इसकी जगह प्रूफ़ 2 आ गया');
  });

  it('approves with the Hindi box ticked; the recorded English wording shows in Hindi', async () => {
    const user = userEvent.setup();
    const at = '2027-02-12T05:35:00.000Z';
    const approval = { version: 1, price: '4500', at, wording: APPROVAL_WORDING };
    const fetch = stubFetch(200, {
      message: 'Proof approved. Thank you!',
      quote: priced({ stage: 'approved', approvedAt: at, proofs: [proof(1, { status: 'approved', approval })] }),
    });
    renderQuote(priced({ proofs: [proof(1)] }));
    expect(screen.getByText('अंतिम दाम: ₹4,500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^प्रूफ़ 1/ })).toHaveTextContent('आपके जवाब का इंतज़ार');
    await user.click(screen.getByRole('checkbox', { name: WORDING_HI }));
    await user.click(screen.getByRole('button', { name: 'छपाई के लिए मंज़ूरी दें' }));
    expect(await screen.findByText('प्रूफ़ मंज़ूर हो गया। धन्यवाद!')).toBeInTheDocument();
    expect(screen.getByText(`प्रूफ़ 1 मंज़ूर हुआ — ${formatTime(at)}`)).toBeInTheDocument();
    expect(formatTime(at)).toBe('12 फ़रवरी 2027 को 11:05 बजे');
    expect(screen.getByText(`₹4,500 · “${WORDING_HI}” ✓`)).not.toHaveAttribute('lang');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ version: 1, confirmed: true, price: '4500' });
  });

  it('shows a recorded wording it cannot translate as recorded, marked English', () => {
    stubPendingFetch();
    const approval = { version: 1, price: '4500', at: '2027-02-12T05:35:00.000Z', wording: 'I checked it <b>all</b>' };
    renderQuote(priced({ stage: 'approved', approvedAt: approval.at, proofs: [proof(1, { status: 'approved', approval })] }));
    expect(screen.getByText('₹4,500 · “I checked it <b>all</b>” ✓')).toHaveAttribute('lang', 'en');
  });

  it.each([
    [409, 'Only the newest proof (proof 2) can be answered. Please look at proof 2.', 'इस प्रूफ़ पर अभी मंज़ूरी नहीं दी जा सकती। पेज दोबारा खोलकर सबसे नया प्रूफ़ देखें।'],
    [429, 'Too many quote requests. Please try again later.', 'बहुत सारी कोशिशें हुईं। कृपया कुछ मिनट बाद फिर कोशिश करें।'],
    [500, 'Internal Server Error', 'भेजा नहीं जा सका। कृपया इंटरनेट कनेक्शन जाँचकर फिर कोशिश करें।'],
  ])('says in Hindi why an approval failed (%i)', async (status, message, text) => {
    const user = userEvent.setup();
    stubFetch(status, { message });
    renderQuote(priced({ proofs: [proof(1)] }));
    await user.click(screen.getByRole('checkbox', { name: WORDING_HI }));
    await user.click(screen.getByRole('button', { name: 'छपाई के लिए मंज़ूरी दें' }));
    expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
  });

  it('says in Hindi that the price changed, and shows the new one', async () => {
    const user = userEvent.setup();
    stubFetchInTurn(
      [409, { message: 'The price has changed to ₹99,999. Please check it and approve again.' }],
      [200, priced({ finalPrice: '99999', proofs: [proof(1)] })],
    );
    renderQuote(priced({ finalPrice: '746.50', proofs: [proof(1)] }));
    await user.click(screen.getByRole('checkbox', { name: WORDING_HI }));
    await user.click(screen.getByRole('button', { name: 'छपाई के लिए मंज़ूरी दें' }));
    expect(await screen.findByText('दाम बदलकर ₹99,999 हो गया है। कृपया नया दाम जाँचकर फिर से मंज़ूरी दें।')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('अंतिम दाम: ₹99,999')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'छपाई के लिए मंज़ूरी दें' })).toBeEnabled();
  });

  it('asks for changes in Hindi', async () => {
    const user = userEvent.setup();
    stubFetch(200, {
      message: 'Thank you. The shop will send a new proof.',
      quote: priced({ stage: 'changes_requested', proofs: [proof(1, { status: 'changes' })] }),
    });
    renderQuote(priced({ proofs: [proof(1)] }));
    await user.click(screen.getByText('बदलाव माँगें'));
    await user.click(screen.getByRole('button', { name: 'बदलाव का अनुरोध भेजें' }));
    expect(screen.getByText('कृपया लिखें कि क्या बदलना है।')).toBeInTheDocument();
    await user.type(screen.getByLabelText('क्या बदलना है?'), 'तारीख़ 12 दिसंबर करें');
    await user.click(screen.getByRole('button', { name: 'बदलाव का अनुरोध भेजें' }));
    expect(await screen.findByText('धन्यवाद। दुकान नया प्रूफ़ भेजेगी।')).toBeInTheDocument();
  });
});
