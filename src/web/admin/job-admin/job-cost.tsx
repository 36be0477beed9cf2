import { useId } from 'react';
import type { JobCost as Cost } from '../../../contract/job-costs.ts';
import { formatRupees } from '../../../contract/money.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { errorMessage } from '../lib/admin-api.ts';
import { useJobCost } from './job-cost-queries.ts';

/** "−₹535.17": a true minus sign, the amount in Indian grouping. */
const signed = (rupees: string) => (rupees.startsWith('-') ? `−${formatRupees(rupees.slice(1))}` : formatRupees(rupees));
const percent = (value: number) => `${value < 0 ? '−' : ''}${Math.abs(value).toLocaleString('en-IN', { maximumFractionDigits: 1 })} %`;

function Margin({ cost }: { cost: Cost }) {
  if (cost.margin === null) return null;
  const loss = cost.margin.startsWith('-');
  const share = cost.marginPercent === null ? '' : ` (${percent(cost.marginPercent)})`;
  return (
    <p className={`mt-2 font-semibold ${loss ? 'text-red-700' : ''}`}>
      {/* Not by colour alone: a loss says so in words. */}
      {loss && <span className="mr-2 rounded bg-red-700 px-1.5 py-0.5 text-sm text-white">Loss</span>}
      {loss && ' '}
      Margin {signed(cost.margin)}
      {share}
    </p>
  );
}

/**
 * Under the sheet layout (issue 29, item 5): what the job costs the shop on this sheet (sheets × sheet
 * cost × sides, and the finishing) and the margin against the price without GST. The owner's alone.
 */
export function JobCost({ quote, sheet }: { quote: Quote; sheet: string }) {
  const id = useId();
  const cost = useJobCost(quote._id, sheet, quote.finalPrice);
  const c = cost.data;
  return (
    <section aria-labelledby={id} className="min-w-0 border-t border-stone-200 pt-3">
      <h3 id={id} className="mb-1 font-semibold">
        Cost
      </h3>
      {cost.isError && <p className="text-sm text-red-700">{errorMessage(cost.error, 'Could not work out the cost.')}</p>}
      {c && (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm break-words">
            {c.sheets && (
              <>
                <dt className="text-stone-600">Sheets</dt>
                <dd>
                  {c.sheets.count} × {formatRupees(c.sheets.each)} × {c.sheets.sides} {c.sheets.sides === 1 ? 'side' : 'sides'} = {formatRupees(c.sheets.total)}
                </dd>
              </>
            )}
            {c.finishing && (
              <>
                <dt className="text-stone-600">Finishing</dt>
                <dd>
                  {c.finishing.quantity} × {formatRupees(c.finishing.each)} = {formatRupees(c.finishing.total)}
                </dd>
              </>
            )}
            {c.total !== null && (
              <>
                <dt className="text-stone-600">Total</dt>
                <dd className="font-medium">{formatRupees(c.total)}</dd>
              </>
            )}
            {c.priceWithoutGst !== null && (
              <>
                <dt className="text-stone-600">Price without GST</dt>
                <dd>{formatRupees(c.priceWithoutGst)}</dd>
              </>
            )}
          </dl>
          <Margin cost={c} />
          {c.reasons.length > 0 && (
            <ul className="mt-2 list-disc pl-5 text-sm text-stone-600">
              {c.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
