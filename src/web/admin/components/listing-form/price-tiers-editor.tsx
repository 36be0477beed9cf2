import { useId } from 'react';
import { btn, field } from '../styles.ts';
import { priceText, wholeNumberText } from './price-text.ts';
import type { TierDraft } from './selling-drafts.ts';

export interface PriceTiersEditorProps {
  tiers: TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
  /** The schema's message when the last save was refused for these. */
  error?: string | null;
  disabled?: boolean;
  /** The section's id: the form moves the focus to it when its check fails. */
  id?: string;
}

/** Price breaks by quantity: from N pieces, ₹X a piece. Rows of two fields; the order does not matter (the server sorts them). */
export function PriceTiersEditor({ tiers, onChange, error, disabled, id: sectionId }: PriceTiersEditorProps) {
  const id = useId();
  const change = (index: number, patch: Partial<TierDraft>) => onChange(tiers.map((t, i) => (i === index ? { ...t, ...patch } : t)));
  return (
    <fieldset
      id={sectionId}
      tabIndex={-1}
      disabled={disabled}
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
      className="rounded-md border border-stone-200 p-3 sm:col-span-2"
    >
      <legend className="px-1 font-medium">Price by quantity</legend>
      <p id={`${id}-hint`} className={field.hint}>
        From a quantity on, each piece costs this much. Below the first tier the listing&apos;s price applies.
      </p>
      <ul className="mt-2 space-y-2">
        {tiers.map((tier, i) => (
          <li key={i} className="flex flex-wrap items-end gap-2">
            <div className="min-w-28 flex-1">
              <label htmlFor={`${id}-${i}-qty`} className={field.label}>
                From quantity<span className="sr-only"> (tier {i + 1})</span>
              </label>
              <input
                id={`${id}-${i}-qty`}
                className={field.input}
                inputMode="numeric"
                autoComplete="off"
                value={tier.minQty}
                onChange={(e) => change(i, { minQty: wholeNumberText(e.target.value) })}
              />
            </div>
            <div className="min-w-28 flex-1">
              <label htmlFor={`${id}-${i}-price`} className={field.label}>
                Price per piece (₹)<span className="sr-only"> (tier {i + 1})</span>
              </label>
              <input
                id={`${id}-${i}-price`}
                className={field.input}
                inputMode="decimal"
                autoComplete="off"
                value={tier.unitPrice}
                onChange={(e) => change(i, { unitPrice: priceText(e.target.value) })}
              />
            </div>
            <button type="button" className={btn.linkDanger} onClick={() => onChange(tiers.filter((_, j) => j !== i))}>
              Remove<span className="sr-only"> tier {i + 1}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={`${btn.secondary} mt-2`} onClick={() => onChange([...tiers, { minQty: '', unitPrice: '' }])}>
        Add price tier
      </button>
      {error && (
        <p id={`${id}-error`} className={field.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
