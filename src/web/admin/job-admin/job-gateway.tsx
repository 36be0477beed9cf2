import { OPEN_LINK_STATUSES } from '../../../contract/gateway.ts';
import { formatRupees } from '../../../contract/money.ts';
import { PAYMENT_CHECK_LABELS } from '../../../contract/payment-texts.ts';
import type { PaymentEntry } from '../../../contract/payments.ts';
import type { Quote } from '../../../contract/quotes.ts';
import { btn } from '../components/index.ts';
import { useGatewayCheck, useGatewayLinks, useMarkChecked } from './job-gateway-queries.ts';

const isOpen = (status: string) => (OPEN_LINK_STATUSES as readonly string[]).includes(status);

/** A gateway payment to look at (decision 044): why, and "Mark as checked" once refunded or accepted. */
export function PaymentToCheck({ payment }: { payment: PaymentEntry }) {
  const mark = useMarkChecked();
  if (!payment.toCheck) return null;
  return (
    <p role="note" className="mt-1 rounded-md bg-amber-50 p-2 text-amber-900">
      {PAYMENT_CHECK_LABELS[payment.toCheck]}{' '}
      <button type="button" className={btn.link} disabled={mark.isPending} onClick={() => mark.mutate(payment.id)}>
        Mark as checked
      </button>
    </p>
  );
}

/**
 * The job's online payment links: what the customer was asked to pay online, and, while one is open,
 * "Check with Razorpay" (a payment whose webhook never came is found and recorded).
 */
export function JobGatewayLinks({ quote }: { quote: Quote }) {
  const links = useGatewayLinks(quote._id);
  const check = useGatewayCheck();
  const list = links.data ?? [];
  if (!list.length) return null;
  const open = list.filter((l) => isOpen(l.status));
  return (
    <div className="grid gap-1 text-sm">
      <p className="text-stone-700">
        Online payment links: {list.length} · open {open.length}
        {open.length > 0 && ` (${open.map((l) => `${formatRupees(l.amount)} ${l.reference}`).join(', ')})`}
      </p>
      {open.length > 0 && (
        <button
          type="button"
          className={`${btn.secondary} justify-self-start`}
          disabled={check.isPending}
          onClick={() => check.mutate(quote._id, { onSettled: () => void links.refetch() })}
        >
          {check.isPending ? 'Checking...' : 'Check with Razorpay'}
        </button>
      )}
    </div>
  );
}
