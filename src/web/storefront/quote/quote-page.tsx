import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatRupees } from '../../../contract/money.ts';
import { explainEstimate } from '../../../contract/price-estimate.ts';
import type { PublicQuote } from '../../../contract/quotes.ts';
import { statusOf } from '../lib/listing-query.ts';
import { useSiteConfig } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { useTitle } from '../../shared/lib/use-title.ts';
import { BillLink } from './bill-link.tsx';
import { CustomerFiles } from './customer-files.tsx';
import { PaymentBox } from './payment-box.tsx';
import { ProofRounds } from './proof-rounds.tsx';
import { QuoteTimeline } from './quote-timeline.tsx';
import { notFoundTitle, useQuote } from './quote-queries.ts';
import { LoadFailed } from '../components/load-failed.tsx';
import { MessagePage } from '../components/placeholder-page.tsx';
import * as m from '../i18n/messages.ts';
import { localized } from '../lib/localized.ts';
import { QuotePart } from './quote-part.tsx';

// Only a card made from a list of names shows it (ID cards, envelopes): the other quote pages never load it,
// which keeps the page inside its JavaScript budget (BENCHMARKS.md).
const QuoteNames = lazy(() => import('./quote-names.tsx').then((module) => ({ default: module.QuoteNames })));

const PAGE = 'mx-auto max-w-3xl px-4 py-6';

/** /quote/{token}: the visitor's saved quote, the shop's answer, and "Approve proof". */
export default function QuotePage() {
  const { token = '' } = useParams();
  const { data: quote, error, refetch, isRefetching } = useQuote(token);
  const shop = useSiteConfig().data?.name;
  const missing = error && statusOf(error) !== undefined && statusOf(error)! < 500;
  const tooMany = statusOf(error) === 429;
  useTitle(quote ? pageTitle(m.yourQuote, shop) : missing ? pageTitle(notFoundTitle(tooMany), shop) : '');

  if (quote) return <QuoteView quote={quote} />;
  if (missing) return <QuoteNotFound tooMany={tooMany} />;
  if (error) return <LoadFailed what={m.quoteNoun} className={PAGE} onRetry={() => refetch()} busy={isRefetching} />;
  return (
    <div className={PAGE}>
      {/* The server renders this only when it could not get the quote (the page then answers 404). */}
      <noscript>
        <h1 className="text-2xl font-semibold">{m.quoteNotFound}</h1>
      </noscript>
      <div role="status" aria-busy="true" aria-label={m.loadingQuote} className="h-64 animate-pulse rounded-lg bg-stone-200" />
    </div>
  );
}

/**
 * A term and its value; `termLang` and `valueLang` mark the owner's English names on a Hindi page
 * (an option, its choice, a zone's name): both on the row when both are English.
 */
function Row({ term, termLang, valueLang, children }: { term: string; termLang?: 'en'; valueLang?: 'en'; children: ReactNode }) {
  const both = termLang === valueLang;
  return (
    <div className="flex flex-wrap gap-x-2 border-b border-stone-100 py-2" lang={both ? termLang : undefined}>
      <dt className="font-medium text-stone-600" lang={both ? undefined : termLang}>
        {term}:
      </dt>
      <dd className="min-w-0 break-words" lang={both ? undefined : valueLang}>
        {children}
      </dd>
    </div>
  );
}

function QuoteView({ quote }: { quote: PublicQuote }) {
  const texts = quote.texts.filter((t) => t.text.trim());
  // The owner's names as the listing has them in Hindi now, where written; the English ones the quote keeps otherwise.
  const hi = quote.translations?.hi;
  const title = localized(quote.listingTitle, hi?.title);
  return (
    <article className={PAGE}>
      <h1 className="text-2xl font-semibold">{m.yourQuote}</h1>
      <p className="mt-1 text-lg break-words" lang={title.lang}>
        {quote.listingId ? (
          <Link to={`/list/${quote.listingId}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
            {title.text}
          </Link>
        ) : (
          title.text
        )}
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {quote.proofs.length > 0 ? (
          <ProofRounds quote={quote} />
        ) : (
          quote.previewUrl && (
            <img
              src={quote.previewUrl}
              alt={m.previewOfYourCard}
              width={640}
              height={640}
              decoding="async"
              className="aspect-square w-full rounded-lg border border-stone-200 bg-stone-100 object-contain"
            />
          )
        )}
        <div className="flex flex-col gap-4">
          <dl>
            {quote.orderNumber && (
              <Row term={m.orderNumber}>
                <strong>{quote.orderNumber}</strong>
              </Row>
            )}
            <Row term={m.stageLabel}>
              <strong>{m.stageName(quote.stage)}</strong>
            </Row>
            <Row term={m.quantityLabel}>{quote.quantity.toLocaleString('en-IN')}</Row>
            {Object.entries(quote.choices).map(([name, label]) => {
              const option = localized(name, hi?.choices?.[name]?.name);
              const choice = localized(label, hi?.choices?.[name]?.label);
              return (
                <Row key={name} term={option.text} termLang={option.lang} valueLang={choice.lang}>
                  {choice.text}
                </Row>
              );
            })}
            {texts.map((t) => {
              const zone = localized(t.label, hi?.texts?.[t.key]);
              return (
                <Row key={t.key} term={zone.text} termLang={zone.lang}>
                  <span dir="auto">{t.text}</span>
                </Row>
              );
            })}
            <Row term={m.estimateLabel}>{explainEstimate({ quantity: quote.quantity, ...quote.estimate })}</Row>
          </dl>
          <ShopAnswer quote={quote} />
          {quote.takesNames && (
            <Suspense fallback={null}>
              <QuoteNames quote={quote} />
            </Suspense>
          )}
          <PaymentBox quote={quote} />
          <CustomerFiles quote={quote} />
          <QuoteTimeline timeline={quote.timeline} />
        </div>
      </div>
    </article>
  );
}

/** Once the shop has priced the quote: the final price and its note (the proofs beside it carry the approval). */
function ShopAnswer({ quote }: { quote: PublicQuote }) {
  if (quote.finalPrice === null) {
    return <p className="rounded-md bg-stone-100 p-3 text-stone-700">{m.shopWillAnswer}</p>;
  }
  return (
    <QuotePart id="quote-answer" title={m.shopsAnswer}>
      <p className="text-xl font-semibold">{m.finalPrice(formatRupees(quote.finalPrice))}</p>
      {quote.note.trim() && <p className="break-words whitespace-pre-line text-stone-700">{quote.note}</p>}
      <BillLink invoice={quote.invoice} />
    </QuotePart>
  );
}

/** A wrong link; or, after too many wrong links from this network, a while to wait (the server's limit). */
function QuoteNotFound({ tooMany }: { tooMany: boolean }) {
  return (
    <MessagePage heading={notFoundTitle(tooMany)} className={`${PAGE} py-12`}>
      <p className="mt-2 text-stone-600">{tooMany ? m.quoteLinksBlocked : m.quoteMissing}</p>
    </MessagePage>
  );
}
