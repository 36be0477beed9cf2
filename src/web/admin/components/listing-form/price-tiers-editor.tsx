import { btn } from '../styles.ts';
import { LabelledInput } from '../labelled-input.tsx';
import { EditorSection, type SectionProps } from './editor-section.tsx';
import { priceText, wholeNumberText } from './price-text.ts';
import type { TierDraft } from './selling-drafts.ts';

export interface PriceTiersEditorProps extends SectionProps {
  tiers: TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
}

/** Price breaks by quantity: from N pieces, ₹X a piece. Rows of two fields; the order does not matter (the server sorts them). */
export function PriceTiersEditor({ tiers, onChange, ...section }: PriceTiersEditorProps) {
  const change = (index: number, patch: Partial<TierDraft>) => onChange(tiers.map((t, i) => (i === index ? { ...t, ...patch } : t)));
  return (
    <EditorSection
      {...section}
      legend="Price by quantity"
      hint="From a quantity on, each piece costs this much. Below the first tier the listing's price applies."
      add={{ label: 'Add price tier', onClick: () => onChange([...tiers, { minQty: '', unitPrice: '' }]) }}
    >
      <ul className="mt-2 space-y-2">
        {tiers.map((tier, i) => (
          <li key={i} className="flex flex-wrap items-end gap-2">
            <LabelledInput
              className="min-w-28 flex-1"
              label={
                <>
                  From quantity<span className="sr-only"> (tier {i + 1})</span>
                </>
              }
              inputMode="numeric"
              autoComplete="off"
              value={tier.minQty}
              onChange={(value) => change(i, { minQty: wholeNumberText(value) })}
            />
            <LabelledInput
              className="min-w-28 flex-1"
              label={
                <>
                  Price per piece (₹)<span className="sr-only"> (tier {i + 1})</span>
                </>
              }
              inputMode="decimal"
              autoComplete="off"
              value={tier.unitPrice}
              onChange={(value) => change(i, { unitPrice: priceText(value) })}
            />
            <button type="button" className={btn.linkDanger} onClick={() => onChange(tiers.filter((_, j) => j !== i))}>
              Remove<span className="sr-only"> tier {i + 1}</span>
            </button>
          </li>
        ))}
      </ul>
    </EditorSection>
  );
}
