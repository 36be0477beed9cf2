import '@testing-library/jest-dom/vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APPROVAL_WORDING } from '../../../contract/proof-texts.ts';
import type { Proof } from '../../../contract/quote-proofs.ts';
import type { PublicQuote } from '../../../contract/quotes.ts';
import { stubFetch, stubFetchInTurn, stubPendingFetch } from '../../test-support/render.tsx';
import { proofSample } from '../../test-support/samples.ts';
import { formatTime, SEND_FAILED } from './quote-queries.ts';
import { quoteAt, renderQuotePage } from './quote-page-testing.tsx';

/** The customer's quote page: its proofs, answered (approved, changes asked for) and read back. */

const TOKEN = 'b'.repeat(32);
const proof = (version: number, over: Partial<Proof> = {}) => proofSample(TOKEN, version, over);
const sample = (over: Partial<PublicQuote> = {}) => quoteAt(TOKEN, over);
const renderQuote = (quote: PublicQuote) => renderQuotePage(quote.token, quote);

describe('QuotePage: proofs', () => {
  it("shows the shop's answer, and approves the newest proof only with the box ticked", async () => {
    const user = userEvent.setup();
    const at = '2026-11-23T06:10:00.000Z';
    const priced = { stage: 'quoted' as const, finalPrice: '4500', note: 'Gold foil on both sides.' };
    const fetch = stubFetch(200, {
      message: 'Proof approved. Thank you!',
      quote: sample({
        ...priced,
        stage: 'approved',
        approvedAt: at,
        proofs: [proof(1, { status: 'approved', approval: { version: 1, price: '4500', at, wording: APPROVAL_WORDING } })],
      }),
    });
    renderQuote(sample({ ...priced, proofs: [proof(1)] }));
    expect(screen.getByText('Final price: ₹4,500')).toBeInTheDocument();
    expect(screen.getByText('Gold foil on both sides.')).toBeInTheDocument();
    const approve = screen.getByRole('button', { name: 'Approve for printing' });
    expect(approve).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: APPROVAL_WORDING }));
    await user.click(approve);
    expect(await screen.findByText('Proof approved. Thank you!')).toBeInTheDocument();
    expect(screen.getByText(`Proof 1 approved on ${formatTime(at)}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve for printing' })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(`/api/quotes/${TOKEN}/approve`);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ version: 1, confirmed: true, price: '4500' });
  });

  it('flips between versions; only the newest can be answered, and older ones show their pinned comments', async () => {
    const user = userEvent.setup();
    stubPendingFetch();
    const older = proof(1, { status: 'changes', comments: [{ comment: 'तारीख़ बदलें', pin: { x: 0.25, y: 0.5 }, createdAt: '2026-11-23T05:30:00.000Z' }] });
    renderQuote(
      sample({
        stage: 'proof_sent',
        finalPrice: '4500',
        proofs: [older, proof(2, { note: 'New date', attachmentUrl: `/api/quotes/${TOKEN}/proofs/2/attachment` })],
      }),
    );
    expect(screen.getByRole('heading', { name: /^Proof 2 \(newest\)/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Proof 2' })).toHaveAttribute('src', `/api/quotes/${TOKEN}/proofs/2`);
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('href', `/api/quotes/${TOKEN}/proofs/2/attachment`);
    expect(screen.getByRole('button', { name: 'Approve for printing' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous proof' }));
    expect(screen.getByRole('heading', { name: /^Proof 1/ })).toHaveTextContent('Changes requested');
    expect(screen.getByText('तारीख़ बदलें')).toBeInTheDocument();
    const mark = document.querySelector('[aria-hidden="true"][style]') as HTMLElement;
    expect([mark.style.left, mark.style.top]).toEqual(['25%', '50%']);
    expect(screen.queryByRole('button', { name: 'Approve for printing' })).toBeNull();
    expect(screen.queryByText('Request changes')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next proof' }));
    expect(screen.getByRole('heading', { name: /^Proof 2/ })).toBeInTheDocument();
  });

  it("says whose turn a proof is: the shop's on a new request, the customer's on the newest; older ones were replaced (issue 28)", async () => {
    const user = userEvent.setup();
    stubPendingFetch();
    const { unmount } = renderQuote(sample({ proofs: [proof(1)] }));
    expect(screen.getByRole('heading', { name: /^Proof 1/ })).toHaveTextContent('Proof 1Waiting for the shop');
    unmount();
    renderQuote(sample({ stage: 'proof_sent', finalPrice: '4500', proofs: [proof(1), proof(2), proof(3)] }));
    expect(screen.getByRole('heading', { name: /^Proof 3/ })).toHaveTextContent('Proof 3 (newest)Waiting for your answer');
    await user.click(screen.getByRole('button', { name: 'Previous proof' }));
    expect(screen.getByRole('heading', { name: /^Proof 2/ })).toHaveTextContent('Proof 2Replaced by proof 3');
    await user.click(screen.getByRole('button', { name: 'Previous proof' }));
    expect(screen.getByRole('heading', { name: /^Proof 1/ })).toHaveTextContent('Proof 1Replaced by proof 2');
  });

  it('sends a change request with the pin set by tapping the proof', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(200, {
      message: 'Thank you. The shop will send a new proof.',
      quote: sample({ stage: 'changes_requested', finalPrice: '4500', proofs: [proof(1, { status: 'changes' })] }),
    });
    renderQuote(sample({ stage: 'quoted', finalPrice: '4500', proofs: [proof(1)] }));
    await user.click(screen.getByText('Request changes'));
    const target = screen.getByRole('button', { name: /^Preview of your card: Tap the proof/ });
    target.getBoundingClientRect = () => ({ left: 10, top: 20, width: 200, height: 400, right: 210, bottom: 420, x: 10, y: 20, toJSON: () => ({}) });
    fireEvent.click(target, { clientX: 60, clientY: 320 });
    expect(screen.getByText('Pin set. Tap the proof again to move it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send change request' }));
    expect(screen.getByText('Please write what should change.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('What should change?'), 'Date: 12 दिसंबर');
    await user.click(screen.getByRole('button', { name: 'Send change request' }));
    expect(await screen.findByText('Thank you. The shop will send a new proof.')).toBeInTheDocument();
    expect(fetch.mock.calls[0]![0]).toBe(`/api/quotes/${TOKEN}/changes`);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ version: 1, comment: 'Date: 12 दिसंबर', pin: { x: 0.25, y: 0.75 } });
  });

  it('shows the approval record instead of offering it again', () => {
    stubPendingFetch();
    const at = '2026-11-23T06:10:00.000Z';
    renderQuote(
      sample({
        stage: 'approved',
        finalPrice: '4500',
        approvedAt: at,
        proofs: [proof(1, { status: 'approved', approval: { version: 1, price: '4500', at, wording: APPROVAL_WORDING } })],
      }),
    );
    expect(screen.getByText(/^Proof 1 approved on /)).toHaveTextContent(formatTime(at));
    expect(screen.getByText(`₹4,500 · “${APPROVAL_WORDING}” ✓`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve for printing' })).toBeNull();
  });

  it.each([
    [409, { message: 'The shop has not answered this quote yet.' }, 'The shop has not answered this quote yet.'],
    [500, { message: 'Internal Server Error' }, SEND_FAILED],
  ])('says why an approval failed (%i)', async (status, body, text) => {
    const user = userEvent.setup();
    stubFetch(status, body);
    renderQuote(sample({ stage: 'quoted', finalPrice: '4500', proofs: [proof(1)] }));
    await user.click(screen.getByRole('checkbox', { name: APPROVAL_WORDING }));
    await user.click(screen.getByRole('button', { name: 'Approve for printing' }));
    expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Approve for printing' })).toBeEnabled();
  });

  it('approves at the price it shows; a price changed since (409) is shown with the question asked again', async () => {
    const user = userEvent.setup();
    const changed = 'The price has changed to ₹99,999. Please check it and approve again.';
    const at = '2026-11-23T06:10:00.000Z';
    const repriced = sample({ stage: 'quoted', finalPrice: '99999', proofs: [proof(1)] });
    const approval = { version: 1, price: '99999', at, wording: APPROVAL_WORDING };
    const fetch = stubFetchInTurn(
      [409, { message: changed }],
      [200, repriced],
      [
        200,
        {
          message: 'Proof approved. Thank you!',
          quote: { ...repriced, stage: 'approved', approvedAt: at, proofs: [proof(1, { status: 'approved', approval })] },
        },
      ],
    );
    renderQuote(sample({ stage: 'quoted', finalPrice: '746.50', proofs: [proof(1)] }));
    expect(screen.getByText('Final price: ₹746.50')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: APPROVAL_WORDING }));
    await user.click(screen.getByRole('button', { name: 'Approve for printing' }));
    expect(await screen.findByText(changed)).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Final price: ₹99,999')).toBeInTheDocument();
    expect(screen.queryByText('Final price: ₹746.50')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Approve for printing' }));
    expect(await screen.findByText('Proof approved. Thank you!')).toBeInTheDocument();
    expect(screen.getByText(`₹99,999 · “${APPROVAL_WORDING}” ✓`)).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url, init]) => [init?.method ?? 'GET', url, init?.body && JSON.parse(String(init.body)).price])).toEqual([
      ['POST', `/api/quotes/${TOKEN}/approve`, '746.50'],
      ['GET', `/api/quotes/${TOKEN}`, undefined],
      ['POST', `/api/quotes/${TOKEN}/approve`, '99999'],
    ]);
  });
});
