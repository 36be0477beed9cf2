import { useNavigate } from 'react-router';
import { QuoteSchema, type Quote } from '../../../contract/quotes.ts';
import { btn } from '../components/index.ts';
import { adminApi } from '../lib/admin-api.ts';
import { useAdminMutation } from '../lib/admin-mutation.ts';
import { jobPath, orderLabel } from '../lib/jobs.ts';
import { QUOTES_KEY } from '../lib/quote-pages.ts';

/** POST /api/quotes/{id}/repeat: a new quote of the same job, to be priced afresh. */
function useRepeatQuote() {
  return useAdminMutation({
    call: (id: string) => adminApi.post(`/api/quotes/${encodeURIComponent(id)}/repeat`, undefined, { schema: QuoteSchema }),
    invalidates: [QUOTES_KEY],
    success: 'New order made: price it when ready',
    failure: 'Could not make the new order.',
  });
}

/**
 * "Order again" (issue 31): the same item, choices, texts, quantity and customer as a new request at
 * stage New, with no price, proofs or payments; the owner lands on it to price it.
 */
export function JobRepeat({ quote }: { quote: Quote }) {
  const repeat = useRepeatQuote();
  const navigate = useNavigate();
  return (
    <div className="grid gap-2">
      <p className="text-sm text-stone-700">The customer wants {orderLabel(quote)} again: a new order, priced afresh.</p>
      <button
        type="button"
        className={`${btn.secondary} justify-self-start`}
        disabled={repeat.isPending}
        onClick={() => repeat.mutate(quote._id, { onSuccess: (made) => void navigate(jobPath(made._id)) })}
      >
        {repeat.isPending ? 'Making...' : 'Order again'}
      </button>
    </div>
  );
}
