import type { PublicQuote } from '../../../contract/quotes.ts';
import * as m from '../i18n/messages.ts';

/** Once the shop has made the bill: its PDF, downloaded by this quote's link (a void bill is not offered). */
export function BillLink({ invoice }: { invoice: PublicQuote['invoice'] }) {
  if (!invoice || invoice.void) return null;
  return (
    <a
      href={invoice.url}
      download
      className="inline-flex min-h-11 items-center justify-center self-start rounded-md border border-brand-700 px-4 font-medium text-brand-700 hover:bg-brand-50"
    >
      {m.downloadBill}
      <span className="sr-only"> — {m.billNumber(invoice.number)}</span>
    </a>
  );
}
