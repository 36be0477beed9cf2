import { btn } from '../styles.ts';
import { LabelledInput, rowLabel } from '../labelled-input.tsx';
import { EditorSection, type SectionProps } from './editor-section.tsx';
import { priceText, wholeNumberText } from './price-text.ts';
import type { TierDraft } from './selling-drafts.ts';

export interface PriceTiersEditorProps extends SectionProps {
  tiers: TierDraft[];
  onChange: (tiers: TierDraft[]) => void;
}

/** A tier's two fields: the quantity it starts at (whole pieces) and its price a piece (rupees). */
const TIER_FIELDS = [
  { key: 'minQty', label: 'From quantity', inputMode: 'numeric', clean: wholeNumberText },
  { key: 'unitPrice', label: 'Price per piece (₹)', inputMode: 'decimal', clean: priceText },
] as const;

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
            {TIER_FIELDS.map(({ key, label, inputMode, clean }) => (
              <LabelledInput
                key={key}
                className="min-w-28 flex-1"
                label={rowLabel(label, `tier ${i + 1}`)}
                inputMode={inputMode}
                autoComplete="off"
                value={tier[key]}
                onChange={(value) => change(i, { [key]: clean(value) })}
              />
            ))}
            <button type="button" className={btn.linkDanger} onClick={() => onChange(tiers.filter((_, j) => j !== i))}>
              Remove<span className="sr-only"> tier {i + 1}</span>
            </button>
          </li>
        ))}
      </ul>
    </EditorSection>
  );
}
