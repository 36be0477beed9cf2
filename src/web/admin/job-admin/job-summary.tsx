import { QUOTE_STAGE_LABELS } from '../../../contract/quote-stages.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { btn, HindiBadge } from '../components/index.ts';
import { customerPagePath } from '../lib/jobs.ts';
import { formatIstDateTime } from '../lib/ist-time.ts';
import { customerWhatsapp } from './quote-message.ts';

/** `tel:` wants the digits (and a leading +) only. */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Who asked, and the ways to reach them from the phone: a call, WhatsApp (the news of where the job is), their page. */
export function JobCustomer({ quote, origin }: { quote: Quote; origin: string }) {
  return (
    <div className="grid gap-2">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-lg font-semibold break-words">{quote.name}</span>
        <HindiBadge lang={quote.lang} />
      </p>
      <p className="text-sm text-stone-600">Asked {formatIstDateTime(quote.createdAt)}</p>
      <div className="flex flex-wrap gap-2">
        <a className={btn.primary} href={telOf(quote.phone)}>
          Call {quote.phone}
        </a>
        <a className={btn.secondary} href={customerWhatsapp(quote, origin)} target="_blank" rel="noopener noreferrer">
          Send on WhatsApp
        </a>
      </div>
      <a
        className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        href={customerPagePath(quote)}
        target="_blank"
        rel="noopener noreferrer"
      >
        Customer&apos;s page
      </a>
    </div>
  );
}

function Row({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className="break-words text-stone-600">{term}</dt>
      <dd className="break-words" dir="auto">
        {value}
      </dd>
    </>
  );
}

/**
 * What was asked: the item, its quantity, the options chosen and the customer's texts; the preview
 * drawn from them only while there is no proof (it is proof 1 then, shown with the proofs).
 */
export function JobItem({ quote }: { quote: Quote }) {
  const texts = quote.texts.filter((t) => t.text.trim());
  const preview = quote.proofs.length === 0 ? quote.previewUrl : null;
  return (
    <div className={`grid grid-cols-[minmax(0,1fr)] gap-3 ${preview ? 'min-[420px]:grid-cols-[7rem_minmax(0,1fr)]' : ''}`}>
      {preview && (
        <a href={preview} target="_blank" rel="noopener noreferrer" className="block max-w-40">
          <img src={preview} alt={`Preview for ${quote.name}`} loading="lazy" className="h-auto w-full rounded border border-stone-200 bg-stone-50" />
        </a>
      )}
      <div className="min-w-0">
        <p className="font-medium break-words">{quote.listingTitle}</p>
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <Row term="Quantity" value={quote.quantity.toLocaleString('en-IN')} />
          {Object.entries(quote.choices).map(([name, label]) => (
            <Row key={`c-${name}`} term={name} value={label} />
          ))}
          {texts.map((t) => (
            <Row key={`t-${t.key}`} term={t.label} value={t.text} />
          ))}
        </dl>
      </div>
    </div>
  );
}

/** Every stage the job has been in, oldest first, with its time (IST) and its note (a reason, the courier). */
export function JobTimeline({ quote }: { quote: Quote }) {
  return (
    <ol className="grid gap-2 border-l-2 border-stone-200 pl-3 text-sm">
      {quote.timeline.map((step, i) => (
        <li key={i}>
          <span className="font-medium">{QUOTE_STAGE_LABELS[step.stage]}</span> <span className="text-stone-600">{formatIstDateTime(step.at)}</span>
          {step.note && <p className="break-words text-stone-700">{step.note}</p>}
        </li>
      ))}
    </ol>
  );
}
