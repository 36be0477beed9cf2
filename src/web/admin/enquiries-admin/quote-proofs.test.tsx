import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { APPROVAL_WORDING } from '../../../contract/proof-texts.ts';
import type { Proof } from '../../../contract/quote-proofs.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { AdminToaster, toast } from '../components/index.ts';
import { json, stubAdminApi } from '../components/screen-testing.tsx';
import { quotePages } from '../lib/quote-pages-testing.ts';
import { renderWithApp } from '../../test-support/render.tsx';
import { proofSample } from '../../test-support/samples.ts';
import { QuoteList } from './quote-list.tsx';

const ID = 'a0000001-0000-4000-8000-000000000000';
const TOKEN = 'c'.repeat(32);
const proof = (version: number, over: Partial<Proof> = {}) => proofSample(TOKEN, version, over);
const quote = (over: Partial<Quote> = {}): Quote => ({
  _id: ID,
  token: TOKEN,
  phone: '98765 43210',
  lang: 'en',
  name: 'Asha',
  listingId: null,
  listingTitle: 'Royal wedding card',
  quantity: 300,
  choices: {},
  texts: [],
  estimate: { perPiece: '14.5', total: '4350' },
  stage: 'changes_requested',
  orderNumber: 'SGP-2026-27-0007',
  timeline: [{ stage: 'new', at: '2026-11-23T05:00:00.000Z' }],
  finalPrice: '4350',
  note: '',
  approvedAt: null,
  proofs: [
    proof(1, {
      status: 'changes',
      comments: [
        { comment: 'Date is wrong', pin: null, createdAt: '2026-11-23T06:00:00.000Z' },
        { comment: 'दुल्हन का नाम: प्रिया', pin: { x: 0.3, y: 0.6 }, createdAt: '2026-11-23T06:01:00.000Z' },
      ],
    }),
  ],
  files: [{ id: 'f1', url: `/api/quotes/${TOKEN}/files/f1`, name: 'logo.png', createdAt: '2026-11-23T06:02:00.000Z' }],
  payment: null,
  payments: [],
  previewUrl: null,
  invoice: null,
  createdAt: '2026-11-23T05:00:00.000Z',
  updatedAt: '2026-11-23T06:01:00.000Z',
  ...over,
});

afterEach(() => act(() => toast.remove()));
const show = () =>
  renderWithApp(
    <>
      <QuoteList origin="https://shop.example" />
      <AdminToaster />
    </>,
  );

describe('proof rounds in Enquiries & Quotes', () => {
  it("shows the thread: versions, comments numbered like the pins drawn on the proof, and the customer's files", async () => {
    stubAdminApi(
      {},
      quotePages(() => [quote()]),
    );
    show();
    const thread = await screen.findByRole('region', { name: 'Proofs for Asha' });
    expect(within(thread).getByText('Proof 1 · Changes requested')).toBeTruthy();
    expect(within(thread).getByRole('img', { name: 'Proof 1' }).getAttribute('src')).toBe(quote().proofs[0]!.url);
    const pin = thread.querySelector('span[aria-hidden="true"]') as HTMLElement;
    expect([pin.textContent, pin.style.left, pin.style.top]).toEqual(['1', '30%', '60%']);
    const comments = within(thread)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('dir') === 'auto');
    expect(comments.map((li) => li.firstChild?.textContent)).toEqual(['Date is wrong', '1.']);
    expect(comments[1]).toHaveProperty('textContent', expect.stringContaining('दुल्हन का नाम: प्रिया'));
    const files = screen.getByRole('region', { name: 'Files from Asha' });
    expect(within(files).getByRole('img', { name: 'logo.png' }).getAttribute('src')).toBe(`/api/quotes/${TOKEN}/files/f1`);
  });

  it('sends the next proof with its note and PDF from the phone', async () => {
    const fetch = stubAdminApi({}, (url, init) =>
      url === `/api/quotes/${ID}/proofs` && init?.method === 'POST'
        ? json(201, quote({ stage: 'proof_sent', proofs: [...quote().proofs, proof(2)] }))
        : quotePages(() => [quote()])(url, init),
    );
    show();
    const form = await screen.findByRole('form', { name: 'Send proof 2 to Asha' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send proof 2' }));
    expect(await screen.findByText('Choose the proof picture.')).toBeTruthy();
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'proof.jpg', { type: 'image/jpeg' });
    const pdf = new File(['%PDF-1.4'], 'proof.pdf', { type: 'application/pdf' });
    fireEvent.change(within(form).getByLabelText('Proof picture (JPEG, PNG or WebP)'), { target: { files: [picture] } });
    fireEvent.change(within(form).getByLabelText('Note for the customer'), { target: { value: 'Date fixed' } });
    fireEvent.change(within(form).getByLabelText('PDF (optional)'), { target: { files: [pdf] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send proof 2' }));
    expect(await screen.findByText('Proof 2 sent')).toBeTruthy();
    const [, init] = fetch.mock.calls.find(([url]) => url === `/api/quotes/${ID}/proofs`)!;
    const body = init!.body as FormData;
    expect([(body.get('file') as File).name, body.get('note'), (body.get('attachment') as File).name]).toEqual(['proof.jpg', 'Date fixed', 'proof.pdf']);
    const told = (await screen.findByText(/Proof 2 is on the customer's page/)).closest('[role="status"]') as HTMLElement;
    const text = new URL(within(told).getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')!).searchParams.get('text')!;
    expect(text.split('\n').slice(1, 3)).toEqual(['Order SGP-2026-27-0007 · Proof sent', 'Proof 2 is ready.']);
    expect(text).toContain(`https://shop.example/quote/${TOKEN}`);
  });

  it('shows the approval record and offers no upload once approved', async () => {
    const at = '2026-11-23T06:10:00.000Z';
    const approved = proof(2, { status: 'approved', approval: { version: 2, price: '4350', at, wording: APPROVAL_WORDING } });
    stubAdminApi(
      {},
      quotePages(() => [quote({ stage: 'approved', approvedAt: at, proofs: [...quote().proofs, approved] })]),
    );
    show();
    const thread = await screen.findByRole('region', { name: 'Proofs for Asha' });
    expect(within(thread).getByText(/^Approved 23 Nov 2026, 11:40\s?am IST at ₹4,350: “I have checked/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: /^Send proof/ })).toBeNull();
  });
});
