import { describe, expect, it } from 'vitest';
import { checkMove, heldFromOf, nextStages, QUOTE_STAGES, type QuoteStage } from './quote-stages.ts';

/** Every move the rules allow, besides on hold and cancelled from every open stage. */
const FORWARD: [QuoteStage, QuoteStage][] = [
  ['new', 'quoted'],
  ['quoted', 'proof_sent'],
  ['quoted', 'changes_requested'],
  ['quoted', 'approved'],
  ['proof_sent', 'changes_requested'],
  ['proof_sent', 'approved'],
  ['changes_requested', 'proof_sent'],
  ['approved', 'in_production'],
  ['in_production', 'ready'],
  ['in_production', 'dispatched'],
  ['ready', 'dispatched'],
  ['ready', 'delivered'],
  ['dispatched', 'delivered'],
];
const OPEN = QUOTE_STAGES.filter((s) => !['delivered', 'cancelled', 'on_hold'].includes(s));

describe('quote stage rules', () => {
  it.each(FORWARD)('allows %s → %s', (from, to) => {
    expect(checkMove(from, to, undefined)).toBeNull();
  });

  it.each(OPEN)('allows %s → on hold and cancelled, each with a reason', (from) => {
    for (const to of ['on_hold', 'cancelled'] as const) {
      expect(checkMove(from, to, 'Customer asked to wait')).toBeNull();
      expect(checkMove(from, to, '  ')).toMatch(/^Please give a reason for /);
    }
  });

  it('allows nothing else from an open stage', () => {
    for (const from of OPEN) {
      const reopen = from === 'approved' ? ['changes_requested'] : [];
      const allowed = new Set([...FORWARD.filter(([f]) => f === from).map(([, t]) => t), ...reopen, 'on_hold', 'cancelled']);
      expect(new Set(nextStages(from))).toEqual(allowed);
    }
  });

  it.each([
    ['new', 'delivered'],
    ['quoted', 'in_production'],
    ['changes_requested', 'approved'],
    ['approved', 'quoted'],
    ['in_production', 'delivered'],
    ['dispatched', 'ready'],
    ['delivered', 'cancelled'],
    ['cancelled', 'new'],
    ['delivered', 'on_hold'],
  ] as const)('refuses %s → %s with a message', (from, to) => {
    expect(checkMove(from, to, 'a reason')).toMatch(/^A quote cannot move from .+ to .+; from .+ it can move to .+\.$/);
  });

  it('reopens an approved job (back to Changes requested) only with a reason', () => {
    expect(checkMove('approved', 'changes_requested', undefined)).toBe('Please give a reason for Changes requested.');
    expect(checkMove('approved', 'changes_requested', 'Customer found a typo in the date')).toBeNull();
    expect(checkMove('proof_sent', 'changes_requested', undefined)).toBeNull();
  });

  it('returns a job on hold only to the stage it left, or cancels it', () => {
    expect(nextStages('on_hold', 'in_production')).toEqual(['in_production', 'cancelled']);
    expect(checkMove('on_hold', 'in_production', undefined, 'in_production')).toBeNull();
    expect(checkMove('on_hold', 'ready', undefined, 'in_production')).not.toBeNull();
    const timeline = [
      { stage: 'new', at: '1' },
      { stage: 'approved', at: '2' },
      { stage: 'on_hold', at: '3' },
    ] as const;
    expect(heldFromOf([...timeline])).toBe('approved');
  });

  it('says a delivered or cancelled job is closed', () => {
    expect(nextStages('delivered')).toEqual([]);
    expect(checkMove('cancelled', 'approved', undefined)).toContain('nothing: the job is closed');
  });
});
