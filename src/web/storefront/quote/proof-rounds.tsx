import { useState } from 'react';
import type { Proof } from '../../../contract/quote-proofs.ts';
import { proofStanding, type ProofStanding } from '../../../contract/proof-turn.ts';
import type { PublicQuote } from '../../../contract/quotes.ts';
import { formatRupees } from '../../../contract/money.ts';
import { ApproveForPrinting, RequestChanges } from './proof-answer.tsx';
import { ProofView } from './proof-view.tsx';
import { formatTime } from './quote-queries.ts';
import { useQuoteWrite } from './use-quote-write.ts';
import * as m from '../i18n/messages.ts';
import { localized } from '../lib/localized.ts';

const FLIP = 'min-h-11 min-w-11 rounded-lg border border-stone-300 px-3 font-semibold disabled:opacity-40';

/** What the visitor may do with the newest proof now: comment on it, and approve it too when the shop priced the job. */
function answersOf(quote: PublicQuote, proof: Proof) {
  const open = !quote.approvedAt && proof.status !== 'approved' && ['quoted', 'proof_sent', 'changes_requested'].includes(quote.stage);
  return { comment: open, approve: open && proof.status === 'pending' && quote.stage !== 'changes_requested' && quote.finalPrice !== null };
}

/** What is true of the proof shown: whose turn it is, or that a newer one replaced it. */
function standingText(standing: ProofStanding): string {
  if (standing.is === 'replaced') return m.proofReplacedBy(standing.by);
  if (standing.is === 'shop') return m.proofShopTurn;
  if (standing.is === 'customer') return m.proofStatus('pending');
  return standing.is === 'none' ? '' : m.proofStatus(standing.is);
}

/** The approval of a proof as recorded: version, time (IST), price and the box ticked. */
function ApprovalRecord({ approval }: { approval: NonNullable<Proof['approval']> }) {
  // A wording the page cannot translate stays as recorded, marked English on a Hindi page.
  const wording = m.recordedWording(approval.wording);
  const ownerLang = localized('', undefined).lang;
  return (
    <div className="rounded-md bg-green-50 p-3 text-green-900">
      <p className="font-semibold">{m.proofApprovedOn(formatTime(approval.at), approval.version)}</p>
      <p className="text-sm" lang={wording === approval.wording ? ownerLang : undefined}>
        {formatRupees(approval.price)} · “{wording}” ✓
      </p>
    </div>
  );
}

/** The proofs of the job, newest shown first: flip between versions, pin and request changes, or approve for printing. */
export function ProofRounds({ quote }: { quote: PublicQuote }) {
  const { proofs } = quote;
  const newestIndex = proofs.length - 1;
  // Follows the newest proof as new ones arrive, until the visitor flips back.
  const [chosen, setChosen] = useState<number | null>(null);
  const [pin, setPin] = useState<{ x: number; y: number } | null>(null);
  const write = useQuoteWrite(quote.token);
  const index = chosen === null ? newestIndex : Math.min(chosen, newestIndex);
  const proof = proofs[index];
  if (!proof) return null;
  const newest = index === newestIndex;
  const can = newest ? answersOf(quote, proof) : { comment: false, approve: false };

  return (
    <section aria-labelledby="quote-proofs" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <button type="button" className={FLIP} disabled={index === 0} onClick={() => setChosen(index - 1)} aria-label={m.proofPrevious}>
          ‹
        </button>
        <h2 id="quote-proofs" className="text-center text-lg font-semibold" aria-live="polite">
          {m.proofVersion(proof.version)}
          {newest && proofs.length > 1 ? ` (${m.proofNewest})` : ''}
          <span className="block text-sm font-normal text-stone-600">{standingText(proofStanding(quote, index))}</span>
        </h2>
        <button
          type="button"
          className={FLIP}
          disabled={newest}
          onClick={() => setChosen(index + 1 === newestIndex ? null : index + 1)}
          aria-label={m.proofNext}
        >
          ›
        </button>
      </div>
      <ProofView proof={proof} draft={can.comment ? pin : null} onPin={can.comment ? setPin : undefined} />
      {proof.note && <p className="break-words whitespace-pre-line text-stone-700">{proof.note}</p>}
      {proof.attachmentUrl && (
        <a href={proof.attachmentUrl} download className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
          {m.proofAttachment}
        </a>
      )}
      {proof.comments.length > 0 && (
        <section aria-label={m.proofYourComments}>
          <ol className="flex flex-col gap-1">
            {proof.comments.map((c, i) => (
              <li key={i} className="rounded-md bg-stone-100 p-2 text-sm break-words" dir="auto">
                {c.pin && <strong className="mr-1 text-red-700">{i + 1 - proof.comments.slice(0, i).filter((x) => !x.pin).length}.</strong>}
                {c.comment}
              </li>
            ))}
          </ol>
        </section>
      )}
      {proof.approval && <ApprovalRecord approval={proof.approval} />}
      <p role="status" className={write.thanks ? 'font-semibold text-green-800' : 'sr-only'}>
        {write.thanks}
      </p>
      {can.approve && quote.finalPrice !== null && <ApproveForPrinting token={quote.token} proof={proof} price={quote.finalPrice} write={write} />}
      {can.comment && (
        <details className="rounded-lg border border-stone-200 p-3">
          <summary className="flex min-h-11 cursor-pointer items-center font-semibold">{m.proofRequestChanges}</summary>
          <RequestChanges token={quote.token} proof={proof} pin={pin} onSent={() => setPin(null)} write={write} />
        </details>
      )}
      <p role="alert" className={write.error ? 'rounded-md bg-red-50 p-3 text-red-800' : 'sr-only'}>
        {write.error}
      </p>
    </section>
  );
}
