import type { Listing } from '../../../contract/catalogue.ts';
import { asciiDigits } from '../../../contract/digits.ts';
import { formatRupees } from '../../../contract/money.ts';
import { explainEstimate, surchargeLabel, type EstimateResult } from '../../../contract/price-estimate.ts';
import { TextField } from '../components/form-fields.tsx';
import * as m from '../i18n/messages.ts';
import { labelOf, nameOf } from '../lib/localized.ts';

/**
 * The priced half of the quote builder: quantity, the price breaks, the print options and the
 * explained line. Pure pieces: the builder (quote-builder.tsx) holds the state.
 */

const LABEL = 'mb-1 block font-medium';
export const INPUT = 'block min-h-11 w-full rounded-md border border-stone-300 bg-white px-3 text-base';

/** Digits only, ASCII or Devanagari (spaces and grouping commas tolerated); anything else is not a quantity (NaN). */
export function readQuantity(text: string): number {
  const digits = asciiDigits(text.replace(/[\s,]/g, ''));
  return /^\d{1,7}$/.test(digits) ? Number(digits) : Number.NaN;
}

export function QuantityField({ value, error, onChange }: { value: string; error: string; onChange: (text: string) => void }) {
  return (
    <TextField
      id="quote-quantity"
      label={m.quantityLabel}
      name="quantity"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      enterKeyHint="done"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      className={`${INPUT} max-w-40`}
    />
  );
}

/** "100+ ₹18 · 250+ ₹10.50", the break in use in bold. */
export function PriceTiers({ listing, quantity }: { listing: Listing; quantity: number }) {
  const tiers = listing.priceTiers;
  if (!tiers.length) return null;
  const current = tiers.findLast((t) => t.minQty <= quantity);
  return (
    <div className="text-sm">
      <p id="quote-tiers" className="font-medium">
        {m.pricePerPieceByQuantity}
      </p>
      <ul aria-labelledby="quote-tiers" className="flex flex-wrap gap-x-1 text-stone-700">
        {tiers.map((tier, i) => (
          <li key={tier.minQty} className={tier === current ? 'font-semibold text-stone-900' : undefined}>
            {i > 0 && <span aria-hidden="true">· </span>}
            {tier.minQty.toLocaleString('en-IN')}+ {formatRupees(tier.unitPrice)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One radio group per option ("Foil": None / Gold +₹6). */
export function OptionGroups({
  listing,
  chosen,
  onChoose,
}: {
  listing: Listing;
  chosen: Record<string, string>;
  onChoose: (option: string, label: string) => void;
}) {
  // The owner's names: Hindi on a Hindi page where written, else English marked lang="en" (the group
  // by its name; a choice only where it differs from it). The English ones stay the values sent.
  return listing.options.map((option, i) => {
    const name = nameOf(option);
    return (
      <fieldset key={option.name} className="min-w-0" lang={name.lang}>
        <legend className={LABEL}>{name.text}</legend>
        <div className="flex flex-wrap gap-2">
          {option.choices.map((choice) => {
            const extra = surchargeLabel(choice.surcharge);
            const label = labelOf(choice);
            return (
              <label
                key={choice.label}
                lang={label.lang === name.lang ? undefined : (label.lang ?? m.lang)}
                className="inline-flex min-h-11 max-w-full cursor-pointer items-center gap-2 rounded-md border border-stone-300 bg-white px-3 break-words has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`quote-option-${i}`}
                  value={choice.label}
                  checked={chosen[option.name] === choice.label}
                  onChange={() => onChoose(option.name, choice.label)}
                  className="size-5 shrink-0 accent-brand-700"
                />
                {extra ? `${label.text} ${extra}` : label.text}
              </label>
            );
          })}
        </div>
      </fieldset>
    );
  });
}

/** "300 × ₹16.50 = ₹4,950", read out when it changes. */
export function EstimateLine({ result }: { result: EstimateResult }) {
  return (
    <div>
      <p className="text-sm text-stone-600">{m.estimatedTotal}</p>
      <p id="quote-estimate" aria-live="polite" className="min-h-7 text-lg font-semibold">
        {result.ok ? explainEstimate(result.estimate) : ''}
      </p>
    </div>
  );
}
