import { useId } from 'react';
import { explainEstimate } from '../../../contract/price-estimate.ts';
import { QUOTE_STAGE_LABELS, type QuoteStage } from '../../../contract/quote-stages.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { formatRupees } from '../../../contract/money.ts';
import { btn, HindiBadge } from '../components/index.ts';
import { QuoteAnswerForm } from './quote-answer-form.tsx';
import { QuoteBill } from './quote-bill.tsx';
import { QuotePayments } from './quote-payments.tsx';
import { QuoteProofs } from './quote-proofs.tsx';
import { customerWhatsapp, quotePageUrl } from './quote-message.ts';
import type { QuoteAnswer } from './quote-queries.ts';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const STAGE_STYLE: Record<QuoteStage, string> = {
  new: 'bg-amber-100 text-amber-900',
  quoted: 'bg-sky-100 text-sky-900',
  proof_sent: 'bg-sky-100 text-sky-900',
  changes_requested: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  in_production: 'bg-emerald-100 text-emerald-900',
  ready: 'bg-emerald-100 text-emerald-900',
  dispatched: 'bg-emerald-100 text-emerald-900',
  delivered: 'bg-stone-100 text-stone-700',
  on_hold: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-red-50 text-red-800',
};

export interface QuoteCardProps {
  quote: Quote;
  busy: boolean;
  onSave: (answer: QuoteAnswer) => void;
  /** The shop's address, for the quote page's link in the message. */
  origin: string;
}

/**
 * One quote request: the proof, what was asked (item, quantity, choices, texts, the estimate), who
 * asked, the owner's answer with the ways to send it, and the proof rounds. A card on a phone, a row on a wide screen.
 */
export function QuoteCard({ quote, busy, onSave, origin }: QuoteCardProps) {
  const headingId = useId();
  const date = new Date(quote.createdAt);
  const choices = Object.entries(quote.choices);
  const texts = quote.texts.filter((t) => t.text.trim());
  return (
    <article
      aria-labelledby={headingId}
      className="grid grid-cols-[minmax(0,1fr)] gap-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm lg:grid-cols-[9rem_minmax(0,1fr)_minmax(0,20rem)]"
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
              <time dateTime={quote.createdAt}>{Number.isNaN(date.getTime()) ? quote.createdAt : dateFormat.format(date)}</time>
            </p>
          </div>
          <span className={`rounded-full px-3 py-1 text-sm font-medium ${STAGE_STYLE[quote.stage]}`}>{QUOTE_STAGE_LABELS[quote.stage]}</span>
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
          {quote.approvedAt && <Row term="Proof approved" value={dateFormat.format(new Date(quote.approvedAt))} />}
        </dl>
        <div className="mt-3 flex flex-wrap gap-2">
          <a className={btn.secondary} href={customerWhatsapp(quote, origin)} target="_blank" rel="noopener noreferrer">
            Send on WhatsApp
          </a>
          <a className={btn.secondary} href={quotePageUrl(quote, '')} target="_blank" rel="noopener noreferrer">
            Open quote page
          </a>
        </div>
      </div>
      {/* Remounted when the saved quote changes, so the form shows what was saved. */}
      <QuoteAnswerForm key={quote.updatedAt} quote={quote} busy={busy} onSave={onSave} />
      <QuotePayments quote={quote} busy={busy} onSave={onSave} />
      <QuoteProofs quote={quote} origin={origin} />
      <QuoteBill quote={quote} />
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
