import { useId } from 'react';
import { Link } from 'react-router';
import { QUOTE_STAGE_LABELS } from '../../../contract/quote-stages.ts';
import { WAITING_STAGES } from '../../../contract/quote-list.ts';
import { btn, HindiBadge } from '../components/index.ts';
import { customerPagePath, jobPath, orderLabel } from '../lib/jobs.ts';
import { daysInStage, daysText, moneyDue, type OrderRow } from './order-facts.ts';
import { DueDay } from '../components/due-day.tsx';

const waits = (order: OrderRow) => (WAITING_STAGES as readonly string[]).includes(order.stage);

/** One job on the owner's phone: its number, who, what, where it stands and for how long; its screen one tap away (issue 28). */
export function OrderCard({ order, now }: { order: OrderRow; now: number }) {
  const headingId = useId();
  const days = daysInStage(order, now);
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold break-all">
          <Link to={jobPath(order._id)} className="inline-flex min-h-11 items-center text-brand-700 underline">
            {orderLabel(order)}
          </Link>
        </h3>
        <span className={`rounded px-2 py-0.5 text-sm font-medium ${waits(order) ? 'bg-amber-100 text-amber-900' : 'bg-stone-100 text-stone-800'}`}>
          {QUOTE_STAGE_LABELS[order.stage]}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-stone-600">Customer</dt>
        <dd className="break-words">
          {order.name} ·{' '}
          <a href={`tel:${order.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline">
            {order.phone}
          </a>{' '}
          <HindiBadge lang={order.lang} />
        </dd>
        <dt className="text-stone-600">Item</dt>
        <dd className="break-words">
          {order.listingTitle} × {order.quantity.toLocaleString('en-IN')}
        </dd>
        <dt className="text-stone-600">In stage</dt>
        <dd>{daysText(days)}</dd>
        {order.dueOn && (
          <>
            <dt className="text-stone-600">Due date</dt>
            <dd>
              <DueDay dueOn={order.dueOn} late={order.late} />
            </dd>
          </>
        )}
        {order.payment && (
          <>
            <dt className="text-stone-600">Due</dt>
            <dd>{moneyDue(order.payment)}</dd>
          </>
        )}
      </dl>
      {order.payment?.claim && (
        <p className="mt-2 rounded bg-amber-50 p-2 text-sm text-amber-900">
          Customer says paid — check your bank. UTR <span className="font-mono font-semibold">{order.payment.claim.utr}</span>
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
        <Link to={jobPath(order._id)} className={btn.primary} aria-label={`Open job ${orderLabel(order)}`}>
          Open
        </Link>
        <a
          href={customerPagePath(order)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        >
          Customer&apos;s page
        </a>
      </div>
    </article>
  );
}
