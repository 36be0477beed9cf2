import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PublicQuote } from '../../../contract/quotes.ts';
import { quoteQuery, QuoteWriteError, type QuoteCall } from './quote-queries.ts';
import * as m from '../i18n/messages.ts';

/**
 * One visitor write on the quote (approve, changes, a file): one at a time, its thank-you or its
 * refusal to show (a Hindi page says its own), and the answer's quote put in place of the cached one, so the page shows the
 * change without asking again.
 */
export function useQuoteWrite(token: string) {
  const client = useQueryClient();
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState('');
  const [error, setError] = useState('');

  async function send(call: QuoteCall, write: () => Promise<{ message: string; quote: PublicQuote }>): Promise<boolean> {
    if (sending) return false;
    setSending(true);
    setError('');
    setThanks('');
    try {
      const answer = await write();
      client.setQueryData(quoteQuery(token).queryKey, answer.quote);
      setThanks(m.quoteWriteThanks(call, answer.message));
      return true;
    } catch (failure) {
      // A refused approval was given on a page gone stale (a new price, a newer proof): the page shows
      // the quote as it now is before saying why, so the visitor reads the new price and can approve again.
      if (call === 'approve' && failure instanceof QuoteWriteError && failure.status === 409) {
        await client.invalidateQueries({ queryKey: quoteQuery(token).queryKey });
      }
      setError((failure as Error).message);
      return false;
    } finally {
      setSending(false);
    }
  }

  return { sending, thanks, error, send };
}
