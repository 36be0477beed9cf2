import { useId, useState } from 'react';
import { Gstr1QuerySchema } from '../../../contract/gstr1.ts';
import { btn, LabelledInput } from '../components/index.ts';
import { useBillingSettings } from '../lib/billing-settings.ts';

/** "2026-11": this month on an Indian clock, as the bills are counted. */
const thisMonth = (now: number) => new Date(now + (5 * 60 + 30) * 60_000).toISOString().slice(0, 7);

export const BILLS_TEXTS = {
  gstr1: 'Download GSTR-1 JSON',
  gstr1Hint: 'For the GST portal’s offline tool: the month’s B2B, B2C and HSN tables and the bill numbers issued.',
  notRegular: 'GSTR-1 JSON is for shops under regular GST (choose it in the Billing tab).',
} as const;

/**
 * For the accountant: a month's bills as a CSV (GET /api/invoices.csv?month=…) and, in a shop under
 * regular GST, the month's GSTR-1 for the portal's offline tool (GET /api/gst/gstr1.json?month=…).
 */
export function BillsCsv({ now }: { now: number }) {
  const [month, setMonth] = useState(thisMonth(now));
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  // The return starts with GST (July 2017); an earlier month would only download the server's refusal.
  const returnMonth = Gstr1QuerySchema.safeParse({ month }).success;
  const billing = useBillingSettings();
  const regular = billing.data?.gstMode === 'regular';
  const hintId = useId();
  return (
    <section aria-label="Bills for the accountant" className="mt-6 flex flex-wrap items-end gap-3 border-t border-stone-200 pt-4">
      <LabelledInput label="Bills of the month" type="month" value={month} onChange={setMonth} />
      <a className={btn.secondary} href={valid ? `/api/invoices.csv?month=${month}` : undefined} aria-disabled={!valid} download>
        Download CSV
      </a>
      {regular && (
        <a
          className={btn.secondary}
          href={returnMonth ? `/api/gst/gstr1.json?month=${month}` : undefined}
          aria-disabled={!returnMonth}
          aria-describedby={hintId}
          download
        >
          {BILLS_TEXTS.gstr1}
        </a>
      )}
      {billing.data && (
        <p id={hintId} className="w-full text-sm text-stone-600">
          {regular ? BILLS_TEXTS.gstr1Hint : BILLS_TEXTS.notRegular}
        </p>
      )}
    </section>
  );
}
