import type { Proof } from '../../../contract/quote-proofs.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { formatRupees } from '../../../contract/money.ts';

const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const when = (iso: string) => `${timeFormat.format(new Date(iso))} IST`;
const STATUS: Record<Proof['status'], string> = { pending: 'Waiting for the customer', changes: 'Changes requested', approved: 'Approved' };

/** One version: the image with the customer's pins drawn on it, their comments numbered like the pins, and the approval. */
function ProofEntry({ proof }: { proof: Proof }) {
  let pins = 0;
  const comments = proof.comments.map((c) => ({ ...c, mark: c.pin ? ++pins : null }));
  return (
    <li className="grid gap-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <a href={proof.url} target="_blank" rel="noopener noreferrer" className="relative block max-w-60">
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
          Proof {proof.version} · {STATUS[proof.status]}
        </p>
        <p className="text-stone-600">{when(proof.createdAt)}</p>
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
                <span className="block text-xs text-stone-600">{when(c.createdAt)}</span>
              </li>
            ))}
          </ol>
        )}
        {proof.approval && (
          <p className="mt-1 rounded bg-emerald-50 p-2 text-emerald-900">
            Approved {when(proof.approval.at)} at {formatRupees(proof.approval.price)}: “{proof.approval.wording}”
          </p>
        )}
      </div>
    </li>
  );
}

/** The proof rounds of a quote, oldest first, and the customer's own files. */
export function ProofThread({ quote }: { quote: Quote }) {
  if (!quote.proofs.length && !quote.files.length) return null;
  return (
    <div className="grid gap-3">
      {quote.proofs.length > 0 && (
        <section aria-label={`Proofs for ${quote.name}`}>
          <h4 className="font-semibold">Proofs</h4>
          <ol className="mt-1 grid gap-3">
            {quote.proofs.map((p) => (
              <ProofEntry key={p.version} proof={p} />
            ))}
          </ol>
        </section>
      )}
      {quote.files.length > 0 && (
        <section aria-label={`Files from ${quote.name}`}>
          <h4 className="font-semibold">Customer&apos;s files</h4>
          <ul className="mt-1 flex flex-wrap gap-2">
            {quote.files.map((f) => (
              <li key={f.id}>
                <a href={f.url} target="_blank" rel="noopener noreferrer" className="block">
                  <img src={f.url} alt={f.name} loading="lazy" className="size-20 rounded border border-stone-200 object-cover" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
