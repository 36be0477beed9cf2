import type { ProofStatus } from './proof-texts.ts';
import type { QuoteStage } from './quote-stages.ts';

/**
 * What is true of one proof now, for both sides to say the same (issue 28, item 5): its own status
 * says only what the customer answered, not whose turn it is nor whether a newer one replaced it.
 * Free of zod: the customer's quote page imports it.
 */
export type ProofStanding =
  | { is: 'approved' | 'changes' }
  /** The newest proof of a priced job: the customer may approve it or ask for changes. */
  | { is: 'customer' }
  /** The shop acts first: a new request to price (version 1 is the drawn preview), or a change asked for. */
  | { is: 'shop' }
  /** An older version nobody answered: the next one took its place. */
  | { is: 'replaced'; by: number }
  /** Nothing waits on it: the job went on without an answer on the page (approved by phone, on hold, cancelled). */
  | { is: 'none' };

interface Job {
  stage: QuoteStage;
  approvedAt: string | null;
  finalPrice: string | null;
  proofs: readonly { version: number; status: ProofStatus }[];
}

export function proofStanding(job: Job, index: number): ProofStanding {
  const proof = job.proofs[index];
  if (!proof) return { is: 'none' };
  if (proof.status !== 'pending') return { is: proof.status };
  const next = job.proofs[index + 1];
  if (next) return { is: 'replaced', by: next.version };
  if (job.stage === 'new' || job.stage === 'changes_requested') return { is: 'shop' };
  const answerable = !job.approvedAt && job.finalPrice !== null && (job.stage === 'quoted' || job.stage === 'proof_sent');
  return answerable ? { is: 'customer' } : { is: 'none' };
}
