import { useId } from 'react';
import { Link } from 'react-router';
import { explainEstimate } from '../../../contract/price-estimate.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { formatRupees } from '../../../contract/money.ts';
import { btn, HindiBadge } from '../components/index.ts';
import { StageBadge } from '../components/stage-badge.tsx';
import { customerPagePath, jobPath } from '../lib/jobs.ts';
import { formatIstDateTime } from '../lib/ist-time.ts';

/**
 * One quote request: the proof, what was asked (item, quantity, choices, texts, the estimate), who
 * asked and where it stands. Pricing, proofs, payments, stages and the bill are done on the job's
 * own screen (issue 28), which the card opens.
 */
export function QuoteCard({ quote }: { quote: Quote }) {
  const headingId = useId();
  const choices = Object.entries(quote.choices);
  const texts = quote.texts.filter((t) => t.text.trim());
  return (
    <article
      aria-labelledby={headingId}
      className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[9rem_minmax(0,1fr)]"
    >
      <div>
        {quote.previewUrl ? (
          <a href={quote.previewUrl} target="_blank" rel="noopener noreferrer" className="block">
            <img
              src={quote.previewUrl}
              alt={`Proof for ${quote.name}`}
              loading="lazy"
              className="h-auto w-full max-w-60 rounded border border-stone-200 bg-stone-50"
            />
          </a>
        ) : (
          <p className="rounded bg-stone-100 p-3 text-center text-sm text-stone-600">No proof</p>
        )}
      </div>
      <div className="min-w-0">
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="text-lg font-semibold break-words">
              Quote from {quote.name}
            </h3>
            <HindiBadge lang={quote.lang} />
            {quote.orderNumber && <p className="font-mono text-sm font-semibold">{quote.orderNumber}</p>}
            <p className="text-sm text-stone-700">
              <a className="underline" href={`tel:${quote.phone.replace(/[^\d+]/g, '')}`}>
                {quote.phone}
              </a>
              {' · '}
              <time dateTime={quote.createdAt}>{formatIstDateTime(quote.createdAt)}</time>
            </p>
          </div>
          <StageBadge stage={quote.stage} />
        </header>
        <p className="mt-2 font-medium break-words">{quote.listingTitle}</p>
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-stone-600">Quantity</dt>
          <dd>{quote.quantity.toLocaleString('en-IN')}</dd>
          {choices.map(([name, label]) => (
            <Row key={`c-${name}`} term={name} value={label} />
          ))}
          {texts.map((t) => (
            <Row key={`t-${t.key}`} term={t.label} value={t.text} />
          ))}
          <dt className="text-stone-600">Estimate</dt>
          <dd>{explainEstimate({ quantity: quote.quantity, ...quote.estimate })}</dd>
          {quote.finalPrice && <Row term="Final price" value={formatRupees(quote.finalPrice)} />}
        </dl>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Link className={btn.primary} to={jobPath(quote._id)} aria-label={`Open job of ${quote.name}`}>
            Open job
          </Link>
          <a
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
            href={customerPagePath(quote)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Open quote page
          </a>
        </div>
      </div>
    </article>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className="break-words text-stone-600">{term}</dt>
      <dd className="break-words">{value}</dd>
    </>
  );
}
