import { describe, expect, it } from 'vitest';
import type { ProofStatus } from './proof-texts.ts';
import { proofStanding } from './proof-turn.ts';
import type { QuoteStage } from './quote-stages.ts';

const job = (stage: QuoteStage, statuses: ProofStatus[], over: { approvedAt?: string; finalPrice?: string | null } = {}) => ({
  stage,
  approvedAt: over.approvedAt ?? null,
  finalPrice: over.finalPrice === undefined ? '4950' : over.finalPrice,
  proofs: statuses.map((status, i) => ({ version: i + 1, status })),
});
const all = (j: ReturnType<typeof job>) => j.proofs.map((_, i) => proofStanding(j, i));

describe('where a proof stands', () => {
  it("a new request's drawn preview waits for the shop to price it, not for the customer", () => {
    expect(all(job('new', ['pending'], { finalPrice: null }))).toEqual([{ is: 'shop' }]);
  });

  it('the newest proof of a priced job waits for the customer; the ones before it were replaced', () => {
    expect(all(job('proof_sent', ['pending', 'pending', 'pending']))).toEqual([{ is: 'replaced', by: 2 }, { is: 'replaced', by: 3 }, { is: 'customer' }]);
    expect(all(job('quoted', ['pending']))).toEqual([{ is: 'customer' }]);
  });

  it('what the customer answered stays said; a change asked for waits for the shop', () => {
    expect(all(job('changes_requested', ['pending', 'changes']))).toEqual([{ is: 'replaced', by: 2 }, { is: 'changes' }]);
    expect(all(job('proof_sent', ['changes', 'pending']))).toEqual([{ is: 'changes' }, { is: 'customer' }]);
    expect(all(job('approved', ['changes', 'approved'], { approvedAt: '2026-11-27T09:35:00.000Z' }))).toEqual([{ is: 'changes' }, { is: 'approved' }]);
    expect(all(job('changes_requested', ['approved']))).toEqual([{ is: 'approved' }]);
  });

  it('a pending proof of a job that went on without it waits for nobody', () => {
    for (const stage of ['approved', 'in_production', 'on_hold', 'cancelled'] as const) expect(all(job(stage, ['pending']))).toEqual([{ is: 'none' }]);
    expect(proofStanding(job('quoted', []), 0)).toEqual({ is: 'none' });
  });
});
