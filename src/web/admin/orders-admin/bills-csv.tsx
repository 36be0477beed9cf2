import { useState } from 'react';
import { btn, LabelledInput } from '../components/index.ts';

/** "2026-11": this month on an Indian clock, as the bills are counted. */
const thisMonth = (now: number) => new Date(now + (5 * 60 + 30) * 60_000).toISOString().slice(0, 7);

/** For the accountant: a month's bills as a CSV (GET /api/invoices.csv?month=…). */
export function BillsCsv({ now }: { now: number }) {
  const [month, setMonth] = useState(thisMonth(now));
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  return (
    <section aria-label="Bills for the accountant" className="mt-6 flex flex-wrap items-end gap-3 border-t border-stone-200 pt-4">
      <LabelledInput label="Bills of the month" type="month" value={month} onChange={setMonth} />
      <a className={btn.secondary} href={valid ? `/api/invoices.csv?month=${month}` : undefined} aria-disabled={!valid} download>
        Download CSV
      </a>
    </section>
  );
}
