import { useId, useState, type FormEvent } from 'react';
import { asciiDigits } from '../../../contract/digits.ts';
import { formatRupees } from '../../../contract/money.ts';
import { UTR_PATTERN } from '../../../contract/payment-texts.ts';
import type { PublicQuote } from '../../../contract/quotes.ts';
import { OnlinePaymentReturn, PayOnline } from './pay-online.tsx';
import { sendUtr } from './quote-queries.ts';
import { useQuoteWrite } from './use-quote-write.ts';
import * as m from '../i18n/messages.ts';

type Payment = NonNullable<PublicQuote['payment']>;

/**
 * Once the quote is priced: what it costs, what is paid, and the advance (then the balance) to pay by
 * UPI: the QR code (drawn by the server) and the UPI link, then the UTR for the shop to check.
 */
export function PaymentBox({ quote }: { quote: PublicQuote }) {
  const payment = quote.payment;
  if (!payment || (quote.stage === 'cancelled' && payment.paid === '0')) return null;
  return (
    <section aria-labelledby="quote-payment" className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="quote-payment" className="text-lg font-semibold">
        {m.payHeading}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <Sum term={m.payTotal} amount={payment.total} />
        <Sum term={m.payAdvanceTerm} amount={payment.advanceDue} />
        <Sum term={m.payPaid} amount={payment.paid} />
        <Sum term={m.payBalanceTerm} amount={payment.balance} strong />
      </dl>
      <OnlinePaymentReturn token={quote.token} paid={payment.paid} />
      {payment.asking && quote.stage !== 'cancelled' ? (
        <PayNow quote={quote} payment={payment} />
      ) : (
        payment.paid !== '0' && <p className="font-medium text-green-800">{m.paidInFull}</p>
      )}
    </section>
  );
}

function Sum({ term, amount, strong }: { term: string; amount: string; strong?: boolean }) {
  return (
    <>
      <dt className="text-stone-600">{term}</dt>
      <dd className={strong ? 'font-semibold' : undefined}>{formatRupees(amount.replace(/^-/, ''))}</dd>
    </>
  );
}

function PayNow({ quote, payment }: { quote: PublicQuote; payment: Payment }) {
  const amount = formatRupees(payment.dueNow);
  return (
    <>
      <p className="text-xl font-semibold">{payment.asking === 'advance' ? m.payAdvance(amount) : m.payBalance(amount)}</p>
      {payment.online && <PayOnline token={quote.token} amount={amount} />}
      {payment.upiLink ? (
        <>
          <img
            src={`/api/quotes/${encodeURIComponent(quote.token)}/upi-qr.svg?am=${payment.dueNow}`}
            alt={m.payQrAlt(amount)}
            width={240}
            height={240}
            className="h-60 w-60 self-center rounded-md border border-stone-200 bg-white"
          />
          <p className="text-sm text-stone-600">{m.payScanHint}</p>
          <a
            href={payment.upiLink}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white sm:self-start"
          >
            {m.payOpenApp}
          </a>
          <UtrForm quote={quote} payment={payment} />
        </>
      ) : (
        !payment.online && <p className="rounded-md bg-stone-100 p-3 text-stone-700">{m.payNoUpi}</p>
      )}
    </>
  );
}

function UtrForm({ quote, payment }: { quote: PublicQuote; payment: Payment }) {
  const id = useId();
  const write = useQuoteWrite(quote.token);
  const [utr, setUtr] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = asciiDigits(utr.trim());
    setInvalid(!UTR_PATTERN.test(typed));
    if (UTR_PATTERN.test(typed)) void write.send('utr', () => sendUtr(quote.token, typed)).then((sent) => sent && setUtr(''));
  };
  const error = invalid ? m.utrInvalid : write.error;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 border-t border-stone-100 pt-3">
      {/* The answer's quote carries the claim: the UTR just typed shows back at once, beside the thank-you. */}
      {payment.claim && <p className="rounded-md bg-amber-50 p-3 text-amber-900">{m.utrWaiting(payment.claim.utr)}</p>}
      <p className="text-sm text-stone-600">{m.utrHint}</p>
      <label htmlFor={`${id}-utr`} className="font-medium">
        {m.utrLabel}
      </label>
      <input
        id={`${id}-utr`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        value={utr}
        onChange={(e) => setUtr(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="min-h-11 rounded-md border border-stone-300 px-3 font-mono tracking-wider"
      />
      <button
        type="submit"
        disabled={write.sending}
        className="inline-flex min-h-11 items-center justify-center rounded-lg border border-brand-700 px-5 font-semibold text-brand-700 disabled:opacity-60 sm:self-start"
      >
        {m.sendUtr}
      </button>
      <p role="status" className={write.thanks ? 'font-medium text-green-800' : 'sr-only'}>
        {write.thanks}
      </p>
      <p id={`${id}-error`} role="alert" className={error ? 'rounded-md bg-red-50 p-3 text-red-800' : 'sr-only'}>
        {error}
      </p>
    </form>
  );
}
