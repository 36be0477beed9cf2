import type { CustomerDetail } from '../../../contract/customers.ts';
import { formatIstDateTime } from '../../../contract/ist-time.ts';
import { formatRupees } from '../../../contract/money.ts';
import { btn } from '../components/index.ts';
import { useRemind } from '../lib/customer-queries.ts';
import { owes } from '../lib/customer-texts.ts';

/**
 * Remind: the server writes the message in the customer's language and logs it; the owner sends it
 * from their own WhatsApp with one more tap (a page opened after a call's answer would be blocked as
 * a pop-up on most phones). The log of reminders sent is under it.
 */
export function RemindPart({ customer }: { customer: CustomerDetail }) {
  const remind = useRemind(customer.id);
  const due = owes(customer.balance);
  return (
    <div className="grid gap-3">
      {!remind.data && (
        <button type="button" className={`${btn.primary} justify-self-start`} disabled={!due || remind.isPending} onClick={() => remind.mutate()}>
          {remind.isPending ? 'Writing...' : 'Remind on WhatsApp'}
        </button>
      )}
      {!due && <p className="text-sm text-stone-700">Nothing is due: there is nothing to remind them of.</p>}
      {remind.data && (
        <div className="grid gap-2 rounded-md border border-green-300 bg-green-50 p-3">
          <p className="whitespace-pre-wrap break-words text-sm" lang={customer.lang}>
            {remind.data.message}
          </p>
          <a href={remind.data.whatsappUrl} target="_blank" rel="noreferrer" className={`${btn.primary} justify-self-start`}>
            Send on WhatsApp
          </a>
        </div>
      )}
      <h3 className="font-semibold">Reminders sent</h3>
      {customer.reminders.length ? (
        <ul aria-label="Reminders sent" className="grid gap-1 text-sm">
          {customer.reminders.map((r) => (
            <li key={r.id}>
              {formatIstDateTime(r.sentAt)} · {formatRupees(r.balance)}
              {r.by ? ` · by ${r.by}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-700">None yet.</p>
      )}
    </div>
  );
}
