import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as m from '../i18n/messages.ts';
import { quoteQuery } from './quote-queries.ts';

/**
 * What a refusal of "Pay online" means to the customer, in their language: a link gone (404), online
 * payment closed on this quote (409), or the gateway failing us (502/503, or too many tries: 429).
 */
const refusalOf = (status: number) => (status === 404 ? m.quoteMissing : status === 409 ? m.payOnlineOff : m.payOnlineFailed);

/** POST /api/quotes/{token}/pay-online: the gateway's page for what is due now. The client loads only when tapped. */
async function onlinePaymentUrl(token: string): Promise<string> {
  const { apiFetch } = await import('../../shared/lib/api.ts');
  const { status, body } = await apiFetch(`/api/quotes/${encodeURIComponent(token)}/pay-online`, { method: 'POST', json: {} });
  const url = (body as { url?: unknown } | null)?.url;
  if (status >= 400 || typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new Error(refusalOf(status));
  return url;
}

/**
 * "Pay ₹X online" beside the UPI QR (issue 31): a payment link made at the gateway (Razorpay), and the
 * customer sent there; the gateway brings them back to this page, which shows the payment once the
 * gateway has confirmed it to the shop.
 */
export function PayOnline({ token, amount }: { token: string; amount: string }) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const start = async () => {
    setSending(true);
    setError('');
    try {
      window.location.assign(await onlinePaymentUrl(token));
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : m.payOnlineFailed);
      setSending(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        onClick={() => void start()}
        disabled={sending}
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white disabled:opacity-60 sm:self-start"
      >
        {m.payOnline(amount)}
      </button>
      <p className="text-sm text-stone-600">{m.payOnlineHint}</p>
      <p role="alert" className={error ? 'rounded-md bg-red-50 p-3 text-red-800' : 'sr-only'}>
        {error}
      </p>
    </div>
  );
}

/** How often, and how many times, the page asks again while the gateway's confirmation is on its way. */
const RECHECK_MS = 5_000;
const RECHECKS = 12;

/**
 * Back from the gateway's page (Razorpay adds `razorpay_payment_link_status=paid` to the address it
 * sends the customer back to): the payment is taken but the shop may not have its webhook yet. The page
 * says so and asks for the quote again every few seconds for a minute, until the sum paid changes.
 * Read after the page is drawn, so the server's HTML and the first render agree.
 */
export function OnlinePaymentReturn({ token, paid }: { token: string; paid: string }) {
  const client = useQueryClient();
  const [back, setBack] = useState(false);
  const [paidBefore] = useState(paid);
  const recorded = paid !== paidBefore;
  useEffect(() => setBack(new URLSearchParams(window.location.search).get('razorpay_payment_link_status') === 'paid'), []);
  useEffect(() => {
    if (!back || recorded) return;
    let asked = 0;
    const timer = setInterval(() => {
      asked += 1;
      void client.invalidateQueries({ queryKey: quoteQuery(token).queryKey });
      if (asked >= RECHECKS) clearInterval(timer);
    }, RECHECK_MS);
    return () => clearInterval(timer);
  }, [back, recorded, client, token]);
  if (!back) return null;
  return (
    <p role="status" className="rounded-md bg-green-50 p-3 text-green-900">
      {recorded ? m.payOnlineRecorded : m.payOnlineConfirming}
    </p>
  );
}
