import { QUOTE_STAGE_LABELS, type QuoteStage } from '../../../contract/quote-stages.ts';

/** Amber where the owner acts, sky while the customer looks at a price or proof, green once it is going, grey when done. */
const STAGE_STYLE: Record<QuoteStage, string> = {
  new: 'bg-amber-100 text-amber-900',
  quoted: 'bg-sky-100 text-sky-900',
  proof_sent: 'bg-sky-100 text-sky-900',
  changes_requested: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  in_production: 'bg-emerald-100 text-emerald-900',
  ready: 'bg-emerald-100 text-emerald-900',
  dispatched: 'bg-emerald-100 text-emerald-900',
  delivered: 'bg-stone-100 text-stone-700',
  on_hold: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-red-50 text-red-800',
};

/** A job's stage as a coloured pill (a quote card, the job's screen). */
export function StageBadge({ stage }: { stage: QuoteStage }) {
  return <span className={`rounded-full px-3 py-1 text-sm font-medium whitespace-nowrap ${STAGE_STYLE[stage]}`}>{QUOTE_STAGE_LABELS[stage]}</span>;
}
