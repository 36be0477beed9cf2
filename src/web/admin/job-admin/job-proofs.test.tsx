import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APPROVAL_WORDING } from '../../../contract/proof-texts.ts';
import type { Proof } from '../../../contract/quote-proofs.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { toast } from '../components/index.ts';
import { json } from '../components/screen-testing.tsx';
import { proofSample } from '../../test-support/samples.ts';
import { job, JOB_ID, JOB_TOKEN, serveJob, showJob } from './job-testing.tsx';

// A phone's camera photo over 10 MB is made smaller in the browser before it is sent.
const compressImage = vi.hoisted(() => vi.fn(async (file: File) => new File(['small'], `small-${file.name}`, { type: 'image/jpeg' })));
vi.mock('../lib/compress-images.ts', () => ({ compressImage }));

const proof = (version: number, over: Partial<Proof> = {}) => proofSample(JOB_TOKEN, version, over);
const asking = (over: Partial<Quote> = {}) =>
  job({
    stage: 'changes_requested',
    orderNumber: 'SGP-2026-27-0007',
    finalPrice: '4350',
    proofs: [
      proof(1, {
        status: 'changes',
        comments: [
          { comment: 'Date is wrong', pin: null, createdAt: '2026-11-23T06:00:00.000Z' },
          { comment: 'दुल्हन का नाम: प्रिया', pin: { x: 0.3, y: 0.6 }, createdAt: '2026-11-23T06:01:00.000Z' },
        ],
      }),
    ],
    ...over,
  });

afterEach(() => {
  act(() => toast.remove());
  compressImage.mockClear();
});

const proofs = () => screen.findByRole('region', { name: 'Proofs' });
const picture = (bytes = 3) => new File([new Uint8Array(bytes)], 'proof.jpg', { type: 'image/jpeg' });

/** Answers the proof's upload with the job that now has proof 2, as it then reads. */
function sending() {
  let current = asking();
  return serveJob(
    () => current,
    (url, init) =>
      url === `/api/quotes/${JOB_ID}/proofs` && init?.method === 'POST'
        ? json(201, (current = asking({ stage: 'proof_sent', proofs: [...asking().proofs, proof(2)] })))
        : undefined,
  );
}
const upload = (fetch: ReturnType<typeof sending>) =>
  fetch.mock.calls.find(([url]) => url === `/api/quotes/${JOB_ID}/proofs`)?.[1]?.body as FormData | undefined;

describe("the job's proofs", () => {
  it('shows each version with the pins drawn on it and the comments numbered like them', async () => {
    serveJob(() => asking());
    showJob();
    const thread = await proofs();
    expect(within(thread).getByText('Proof 1 · Changes requested')).toBeInTheDocument();
    expect(within(thread).getByRole('img', { name: 'Proof 1' })).toHaveAttribute('src', asking().proofs[0]!.url);
    const pin = thread.querySelector('span[aria-hidden="true"]') as HTMLElement;
    expect([pin.textContent, pin.style.left, pin.style.top]).toEqual(['1', '30%', '60%']);
    const comments = within(thread)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('dir') === 'auto');
    expect(comments.map((li) => li.firstChild?.textContent)).toEqual(['Date is wrong', '1.']);
    expect(comments[1]).toHaveTextContent('दुल्हन का नाम: प्रिया');
    expect(comments[0]).toHaveTextContent('23 Nov 2026, 11:30 am IST');
  });

  it("says what is true of each version: the shop's turn on a new request, replaced by the next, the customer's turn on the newest", async () => {
    serveJob(() => job({ proofs: [proof(1)] }));
    const { unmount } = showJob();
    expect(await within(await proofs()).findByText('Proof 1 · Waiting for the shop')).toBeInTheDocument();
    unmount();
    serveJob(() => job({ stage: 'proof_sent', finalPrice: '4350', proofs: [proof(1), proof(2), proof(3)] }));
    showJob();
    const thread = await proofs();
    expect(within(thread).getByText('Proof 1 · Replaced by proof 2')).toBeInTheDocument();
    expect(within(thread).getByText('Proof 2 · Replaced by proof 3')).toBeInTheDocument();
    expect(within(thread).getByText('Proof 3 · Waiting for the customer')).toBeInTheDocument();
  });

  it('offers the camera and the files as buttons, and sends the next proof with its note and PDF', async () => {
    const fetch = sending();
    showJob();
    const form = await within(await proofs()).findByRole('form', { name: 'Send proof 2' });
    const camera = within(form).getByLabelText('Take photo') as HTMLInputElement;
    expect([camera.type, camera.accept, camera.getAttribute('capture')]).toEqual(['file', 'image/*', 'environment']);
    expect((within(form).getByLabelText('Choose file') as HTMLInputElement).accept).toBe('image/jpeg,image/png,image/webp');
    fireEvent.click(within(form).getByRole('button', { name: 'Send proof 2' }));
    expect(await screen.findByText('Take or choose the proof picture.')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Choose file'), { target: { files: [picture()] } });
    expect(within(form).getByText('proof.jpg · 1 KB')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Note for the customer'), { target: { value: 'Date fixed' } });
    const pdf = new File(['%PDF-1.4'], 'proof.pdf', { type: 'application/pdf' });
    fireEvent.change(within(form).getByLabelText('Add PDF (optional)'), { target: { files: [pdf] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send proof 2' }));
    expect(await screen.findByText('Proof 2 sent')).toBeInTheDocument();
    const body = upload(fetch)!;
    expect([(body.get('file') as File).name, body.get('note'), (body.get('attachment') as File).name]).toEqual(['proof.jpg', 'Date fixed', 'proof.pdf']);
    expect(compressImage).not.toHaveBeenCalled();

    const told = (await screen.findByText(/Proof 2 is on the customer's page/)).closest('[role="status"]') as HTMLElement;
    const text = new URL(within(told).getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')!).searchParams.get('text')!;
    expect(text.split('\n').slice(1, 3)).toEqual(['Order SGP-2026-27-0007 · Proof sent', 'Proof 2 is ready.']);
    expect(text).toContain(`https://shop.example/quote/${JOB_TOKEN}`);
    // The answer's job is shown: proof 2 in the thread, and the form is now for proof 3.
    expect(await screen.findByRole('form', { name: 'Send proof 3' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Proofs' })).getByText('Proof 2 · Waiting for the customer')).toBeInTheDocument());
  });

  it("makes a camera's photo over 10 MB smaller rather than refusing it", async () => {
    const fetch = sending();
    showJob();
    const form = await within(await proofs()).findByRole('form', { name: 'Send proof 2' });
    fireEvent.change(within(form).getByLabelText('Take photo'), { target: { files: [picture(10 * 1024 * 1024 + 1)] } });
    expect(within(form).getByText('proof.jpg · 10.0 MB')).toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Send proof 2' }));
    expect(await screen.findByText('Proof 2 sent')).toBeInTheDocument();
    expect(compressImage).toHaveBeenCalledWith(expect.objectContaining({ name: 'proof.jpg' }), { maxSizeMB: 9, maxWidthOrHeight: 4096 });
    expect((upload(fetch)!.get('file') as File).name).toBe('small-proof.jpg');
  });

  it('shows the approval record and offers no upload once approved', async () => {
    const at = '2026-11-23T06:10:00.000Z';
    const approved = proof(2, { status: 'approved', approval: { version: 2, price: '4350', at, wording: APPROVAL_WORDING } });
    serveJob(() => asking({ stage: 'approved', approvedAt: at, proofs: [...asking().proofs, approved] }));
    showJob();
    const thread = await proofs();
    expect(within(thread).getByText(/^Approved 23 Nov 2026, 11:40 am IST at ₹4,350: “I have checked/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /^Send proof/ })).toBeNull();
  });
});
