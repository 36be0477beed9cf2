import { describe, expect, it } from 'vitest';
import { oneLine } from './one-line.ts';

describe('oneLine', () => {
  it('folds line breaks, controls and direction overrides into single spaces, and keeps the joiners of Devanagari', () => {
    const zwj = 'र्\u200d'; // an eyelash ra: the joiner decides its shape
    expect(oneLine(`  Asha\r\n\u202eTotal ₹0\u202c\u2028${zwj}\u0007 क्\u200cष\u2066x\u2069\t`)).toBe(`Asha Total ₹0 ${zwj} क्\u200cष x`);
    expect(oneLine(null)).toBe('');
    expect(oneLine('\n\u202e\u2029')).toBe('');
  });
});
