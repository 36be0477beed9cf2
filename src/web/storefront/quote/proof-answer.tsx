import { useState } from 'react';
import { COMMENT_MAX } from '../../../contract/proof-texts.ts';
import type { Proof } from '../../../contract/quote-proofs.ts';
import { approveQuote, requestChanges } from './quote-queries.ts';
import type { useQuoteWrite } from './use-quote-write.ts';
import * as m from '../i18n/messages.ts';

const BUTTON = 'min-h-11 rounded-lg px-5 font-semibold disabled:opacity-60';
type Write = ReturnType<typeof useQuoteWrite>;

/** "Request changes": a comment (1–1,000 characters) and the pin set by tapping the proof, if any. */
export function RequestChanges({
  token,
  proof,
  pin,
  onSent,
  write,
}: {
  token: string;
  proof: Proof;
  pin: { x: number; y: number } | null;
  onSent: () => void;
  write: Write;
}) {
  const [comment, setComment] = useState('');
  const [invalid, setInvalid] = useState('');
  async function send() {
    const text = comment.trim();
    if (!text) return setInvalid(m.proofCommentRequired);
    setInvalid('');
    const sent = await write.send('changes', () => requestChanges(token, { version: proof.version, comment: text, ...(pin ? { pin } : {}) }));
    if (sent) {
      setComment('');
      onSent();
    }
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      className="flex flex-col gap-2"
    >
      <label htmlFor="change-comment" className="font-semibold">
        {m.proofComment}
      </label>
      <textarea
        id="change-comment"
        value={comment}
        maxLength={COMMENT_MAX}
        rows={3}
        dir="auto"
        onChange={(e) => setComment(e.target.value)}
        aria-invalid={Boolean(invalid)}
        aria-describedby="change-pin"
        className="rounded-md border border-stone-300 p-2 text-base"
      />
      <p id="change-pin" className="text-sm text-stone-600">
        {pin ? m.proofPinSet : m.proofPinHint}
      </p>
      {invalid && <p className="text-sm text-red-800">{invalid}</p>}
      <button type="submit" disabled={write.sending} className={`${BUTTON} border border-brand-700 text-brand-700 sm:self-start`}>
        {m.proofSendChanges}
      </button>
    </form>
  );
}

/**
 * "Approve for printing", only with the box ticked. The server records the contract's English
 * wording (APPROVAL_WORDING) whichever page's box was ticked; a Hindi page's box is its translation.
 * `price` is the final price the page shows: the server records the approval only at that price.
 */
export function ApproveForPrinting({ token, proof, price, write }: { token: string; proof: Proof; price: string; write: Write }) {
  const [checked, setChecked] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <label className="flex min-h-11 items-start gap-3">
        <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} className="mt-1 size-6 shrink-0" />
        <span>{m.approvalWording}</span>
      </label>
      <button
        type="button"
        disabled={!checked || write.sending}
        aria-busy={write.sending}
        onClick={() => void write.send('approve', () => approveQuote(token, proof.version, price))}
        className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-900 sm:self-start`}
      >
        {m.proofApprove}
      </button>
    </div>
  );
}
