import type { Proof } from '../../../contract/quote-proofs.ts';
import { proofStanding, type ProofStanding } from '../../../contract/proof-turn.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { formatRupees } from '../../../contract/money.ts';
import { formatIstDateTime } from '../lib/ist-time.ts';

/** What is true of a proof now, as the owner reads it (the customer's page says the same in their words). */
function standingText(standing: ProofStanding): string | null {
  switch (standing.is) {
    case 'approved':
      return 'Approved';
    case 'changes':
      return 'Changes requested';
    case 'customer':
      return 'Waiting for the customer';
    case 'shop':
      return 'Waiting for the shop';
    case 'replaced':
      return `Replaced by proof ${standing.by}`;
    default:
      return null;
  }
}

/**
 * One version: the image with the customer's pins drawn on it, their comments numbered like the pins,
 * and the approval. Older versions come small beside their words: on a phone three full-width proofs
 * were three screens to scroll past.
 */
function ProofEntry({ proof, standing, small }: { proof: Proof; standing: ProofStanding; small: boolean }) {
  let pins = 0;
  const comments = proof.comments.map((c) => ({ ...c, mark: c.pin ? ++pins : null }));
  const status = standingText(standing);
  return (
    <li className={`grid gap-2 ${small ? 'grid-cols-[6rem_minmax(0,1fr)]' : ''} sm:grid-cols-[10rem_minmax(0,1fr)]`}>
      <a href={proof.url} target="_blank" rel="noopener noreferrer" className="relative block max-w-60 self-start">
        <img src={proof.url} alt={`Proof ${proof.version}`} loading="lazy" className="h-auto w-full rounded border border-stone-200 bg-stone-50" />
        {comments.map(
          (c, i) =>
            c.pin && (
              <span
                key={i}
                aria-hidden="true"
                style={{ left: `${c.pin.x * 100}%`, top: `${c.pin.y * 100}%` }}
                className="absolute flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-red-600 text-xs font-bold text-white"
              >
                {c.mark}
              </span>
            ),
        )}
      </a>
      <div className="min-w-0 text-sm">
        <p className="font-semibold">
          Proof {proof.version}
          {status && ` · ${status}`}
        </p>
        <p className="text-stone-600">{formatIstDateTime(proof.createdAt)}</p>
        {proof.note && <p className="break-words whitespace-pre-line">{proof.note}</p>}
        {proof.attachmentUrl && (
          <a className="inline-flex min-h-11 items-center text-brand-700 underline" href={proof.attachmentUrl} download>
            PDF
          </a>
        )}
        {comments.length > 0 && (
          <ol className="mt-1 grid gap-1">
            {comments.map((c, i) => (
              <li key={i} className="rounded bg-amber-50 p-2 break-words" dir="auto">
                {c.mark && <strong className="mr-1 text-red-700">{c.mark}.</strong>}
                {c.comment}
                <span className="block text-xs text-stone-600">{formatIstDateTime(c.createdAt)}</span>
              </li>
            ))}
          </ol>
        )}
        {proof.approval && (
          <p className="mt-1 rounded bg-emerald-50 p-2 text-emerald-900">
            Approved {formatIstDateTime(proof.approval.at)} at {formatRupees(proof.approval.price)}: “{proof.approval.wording}”
          </p>
        )}
      </div>
    </li>
  );
}

/** The proof rounds of a job, oldest first (version 1 is the preview drawn from the customer's texts). */
export function ProofThread({ quote }: { quote: Quote }) {
  if (!quote.proofs.length) return <p className="text-stone-600">No proof yet.</p>;
  return (
    <ol className="grid gap-3">
      {quote.proofs.map((p, i) => (
        <ProofEntry key={p.version} proof={p} standing={proofStanding(quote, i)} small={i < quote.proofs.length - 1} />
      ))}
    </ol>
  );
}

/** The customer's own photos and logos, to print from. */
export function CustomerFiles({ quote }: { quote: Quote }) {
  if (!quote.files.length) return <p className="text-stone-600">None yet. The customer can attach photos and logos on their page.</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {quote.files.map((f) => (
        <li key={f.id}>
          <a href={f.url} target="_blank" rel="noopener noreferrer" className="block">
            <img src={f.url} alt={f.name} loading="lazy" className="size-20 rounded border border-stone-200 object-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}
