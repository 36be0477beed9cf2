/**
 * A job's stages, their names and the moves between them (docs/decisions/017-quote-stages.md).
 * Free of zod on purpose: the visitor's quote page shows the stage, and zod would add ~90 KB to its
 * JavaScript. The server checks every move with `checkMove`; the admin form offers `nextStages`.
 */
export const QUOTE_STAGES = [
  'new',
  'quoted',
  'proof_sent',
  'changes_requested',
  'approved',
  'in_production',
  'ready',
  'dispatched',
  'delivered',
  'on_hold',
  'cancelled',
] as const;
export type QuoteStage = (typeof QUOTE_STAGES)[number];

export const QUOTE_STAGE_LABELS: Record<QuoteStage, string> = {
  new: 'New',
  quoted: 'Quoted',
  proof_sent: 'Proof sent',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  in_production: 'In production',
  ready: 'Ready for pickup',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  on_hold: 'On hold',
  cancelled: 'Cancelled',
};

export const isQuoteStage = (s: string): s is QuoteStage => (QUOTE_STAGES as readonly string[]).includes(s);

/** Forward moves; on hold and cancelled are open from every stage that is not final. */
const FORWARD: Record<QuoteStage, readonly QuoteStage[]> = {
  new: ['quoted'],
  // The customer may ask for changes to version 1, the drawn preview (decision 018).
  quoted: ['proof_sent', 'changes_requested', 'approved'],
  proof_sent: ['changes_requested', 'approved'],
  changes_requested: ['proof_sent'],
  // Reopening an approved job (decision 018): it then needs a new proof and a new approval.
  approved: ['in_production', 'changes_requested'],
  // Ready is for pickup at the shop (its message says "collect it from the shop"); a courier job goes
  // straight from printing to dispatched with its courier and tracking number.
  in_production: ['ready', 'dispatched'],
  ready: ['dispatched', 'delivered'],
  dispatched: ['delivered'],
  delivered: [],
  on_hold: [],
  cancelled: [],
};

/**
 * The move that waits for the advance (decision 023): the server refuses it (409) until what the owner
 * recorded covers the advance; the back office offers "Start printing" once it does.
 */
export const startsPrinting = (from: QuoteStage, to: QuoteStage): boolean => from === 'approved' && to === 'in_production';

/** Stages after which nothing moves. */
const FINAL_STAGES: readonly QuoteStage[] = ['delivered', 'cancelled'];

/** Moves that must say why (the reason lands on the timeline): holding, cancelling, reopening an approved job. */
export const needsReason = (to: QuoteStage, from?: QuoteStage): boolean =>
  to === 'on_hold' || to === 'cancelled' || (from === 'approved' && to === 'changes_requested');

/**
 * The stages a job may move to from `from`. `heldFrom` is the stage a job on hold left: it returns
 * there, and nowhere else but cancelled.
 */
export function nextStages(from: QuoteStage, heldFrom?: QuoteStage): QuoteStage[] {
  if (FINAL_STAGES.includes(from)) return [];
  if (from === 'on_hold') return heldFrom && heldFrom !== 'on_hold' ? [heldFrom, 'cancelled'] : ['cancelled'];
  return [...FORWARD[from], 'on_hold', 'cancelled'];
}

/** Why a move is refused, or null when it is allowed. */
export function checkMove(from: QuoteStage, to: QuoteStage, reason: string | undefined, heldFrom?: QuoteStage): string | null {
  if (!nextStages(from, heldFrom).includes(to)) {
    const allowed = nextStages(from, heldFrom).map((s) => QUOTE_STAGE_LABELS[s]);
    const after = FINAL_STAGES.includes(from) ? 'nothing: the job is closed' : allowed.join(', ');
    return `A quote cannot move from ${QUOTE_STAGE_LABELS[from]} to ${QUOTE_STAGE_LABELS[to]}; from ${QUOTE_STAGE_LABELS[from]} it can move to ${after}.`;
  }
  if (needsReason(to, from) && !reason?.trim()) return `Please give a reason for ${QUOTE_STAGE_LABELS[to]}.`;
  return null;
}

/** One step of a job's timeline, oldest first. */
export interface TimelineEntry {
  stage: QuoteStage;
  at: string;
  note?: string;
}

/** The stage a job on hold left: its last step that was not on hold. */
export const heldFromOf = (timeline: readonly TimelineEntry[]): QuoteStage | undefined => timeline.findLast((t) => t.stage !== 'on_hold')?.stage;
