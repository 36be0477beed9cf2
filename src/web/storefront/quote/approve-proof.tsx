import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PublicQuote } from '../../../contract/quotes.ts';
import { quoteQuery } from './quote-queries.ts';
import { approveQuote, formatTime } from './quote-queries.ts';

/**
 * "Approve proof" (POST /api/quotes/{token}/approve), while the job waits for it; once approved, when. The answer's quote
 * replaces the cached one, so the page shows the approval without asking again.
 */
export function ApproveProof({ quote }: { quote: PublicQuote }) {
  const client = useQueryClient();
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState('');
  const [error, setError] = useState('');

  async function approve() {
    if (sending) return;
    setSending(true);
    setError('');
    try {
      const answer = await approveQuote(quote.token);
      client.setQueryData(quoteQuery(quote.token).queryKey, answer.quote);
      setThanks(answer.message);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <p role="status" className={thanks ? 'font-semibold text-green-800' : 'sr-only'}>
        {thanks}
      </p>
      {quote.approvedAt ? (
        <p className="font-medium text-green-800">Approved on {formatTime(quote.approvedAt)}</p>
      ) : (
        (quote.stage === 'quoted' || quote.stage === 'proof_sent') && (
          <button
            type="button"
            onClick={approve}
            disabled={sending}
            aria-busy={sending}
            className="min-h-11 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-900 disabled:opacity-60 sm:self-start"
          >
            Approve proof
          </button>
        )
      )}
      <p role="alert" className={error ? 'rounded-md bg-red-50 p-3 text-red-800' : 'sr-only'}>
        {error}
      </p>
    </div>
  );
}
