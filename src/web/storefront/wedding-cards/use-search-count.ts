import { useCallback, useEffect, useRef } from 'react';
import { countSearch } from '../lib/count.ts';

/**
 * Counts a search once the visitor is done with it, not per key press (the cards filter as they
 * type, so "w", "we", "wed" are steps towards "wedding", not searches): when they press Enter,
 * leave the field (tapping a card does), clear it to search again, or leave the page. The same
 * text is not counted twice in a row. `isEmpty` says whether a text found nothing (undefined while
 * the cards are still loading: nothing is counted then).
 * Returns the "done" callback for the field's blur and the form's submit.
 */
export function useSearchCount(query: string, isEmpty: (text: string) => boolean | undefined): () => void {
  const state = useRef({ typed: '', counted: '', isEmpty });
  state.current.isEmpty = isEmpty;

  const done = useCallback(() => {
    const s = state.current;
    const text = s.typed.trim();
    if (!text || text === s.counted) return;
    const empty = s.isEmpty(text);
    if (empty === undefined) return;
    s.counted = text;
    countSearch(text, empty);
  }, []);

  useEffect(() => {
    // Cleared: the search before is over.
    if (!query.trim()) done();
    state.current.typed = query;
  }, [query, done]);

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') done();
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      done();
    };
  }, [done]);

  return done;
}
