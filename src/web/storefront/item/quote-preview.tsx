import { useEffect, useRef, useState } from 'react';
import type { Listing } from '../../../contract/catalogue.ts';
import { isPhotoZone } from '../../../contract/zone-kinds.ts';
import { INPUT } from './quote-price.tsx';
import { QUOTE_TEXT_LIMIT } from './quote-send.ts';
import * as m from '../i18n/messages.ts';
import { labelOf } from '../lib/localized.ts';

/** How long typing must pause before a new preview is asked for (each one is drawn by the server). */
export const PREVIEW_DELAY_MS = 500;

/** GET /api/listings/{id}/preview?<key>=<text>&…: the zones' texts (blank ones left out) on the first image. */
export function previewPath(listing: Pick<Listing, '_id' | 'fields'>, texts: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const field of listing.fields) {
    if (isPhotoZone(field)) continue;
    const text = (texts[field.key] ?? '').trim();
    if (text) query.set(field.key, text);
  }
  const search = query.toString();
  return `/api/listings/${encodeURIComponent(listing._id)}/preview${search ? `?${search}` : ''}`;
}

/**
 * The preview to show for `wanted`: the next one is loaded out of sight once typing has paused,
 * and replaces the shown one only when its pixels are there (never a blank box while it draws).
 */
function usePreview(wanted: string) {
  const [shown, setShown] = useState(wanted);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const shownRef = useRef(wanted);
  useEffect(() => {
    if (wanted === shownRef.current) return setLoading(false);
    setLoading(true);
    let live = true;
    const image = new Image();
    const timer = setTimeout(() => {
      image.onload = () => {
        if (!live) return;
        shownRef.current = wanted;
        setShown(wanted);
        setLoading(false);
        setFailed(false);
      };
      image.onerror = () => {
        if (!live) return;
        setLoading(false);
        setFailed(true);
      };
      image.src = wanted;
    }, PREVIEW_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
    };
  }, [wanted]);
  return { shown, loading, failed };
}

/** A text input per zone (names, date, venue: any script the visitor's keyboard types) and the live preview. */
export function QuoteTexts({ listing, texts, onText }: { listing: Listing; texts: Record<string, string>; onText: (key: string, text: string) => void }) {
  const { shown, loading, failed } = usePreview(previewPath(listing, texts));
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-lg font-semibold">{m.yourTextOnTheCard}</legend>
      {listing.fields
        .filter((field) => !isPhotoZone(field))
        .map((field) => (
          <div key={field.key}>
            <label htmlFor={`quote-text-${field.key}`} className="mb-1 block font-medium" lang={labelOf(field).lang}>
              {labelOf(field).text}
            </label>
            {/* No lang and no pattern: Hindi, Marathi or English, as the keyboard types it. */}
            <input
              id={`quote-text-${field.key}`}
              name={field.key}
              type="text"
              dir="auto"
              autoComplete="off"
              spellCheck={false}
              maxLength={QUOTE_TEXT_LIMIT}
              value={texts[field.key] ?? ''}
              onChange={(e) => onText(field.key, e.currentTarget.value)}
              className={INPUT}
            />
          </div>
        ))}
      {listing.images.length > 0 && (
        <div className="relative" aria-busy={loading}>
          {/* The box is reserved at the design's square (as the item's images are drawn), so nothing moves when it arrives. */}
          <img
            src={shown}
            alt={m.previewOfYourCard}
            width={640}
            height={640}
            loading="lazy"
            decoding="async"
            className="aspect-square w-full rounded-lg border border-stone-200 bg-stone-100 object-contain"
          />
          <p className="mt-1 min-h-5 text-sm text-stone-600">
            {loading && m.previewUpdating}
            <span aria-live="polite">{failed && !loading ? m.previewFailed : ''}</span>
          </p>
        </div>
      )}
    </fieldset>
  );
}
