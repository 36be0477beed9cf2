import { describe, expect, it } from 'vitest';
import { formatIstDateTime } from './ist-time.ts';

describe('formatIstDateTime', () => {
  it.each([
    ['2026-11-27T09:35:00.000Z', '27 Nov 2026, 3:05 pm IST'],
    // 18:30 UTC on 31 March is already 1 April in India: the day, month and year turn over.
    ['2026-03-31T18:30:00.000Z', '1 Apr 2026, 12:00 am IST'],
    ['2026-09-05T06:30:59.999Z', '5 Sep 2026, 12:00 pm IST'],
    ['2026-12-31T18:29:00Z', '31 Dec 2026, 11:59 pm IST'],
  ])('shows %s as %s, whatever zone the phone is in', (iso, text) => {
    expect(formatIstDateTime(iso)).toBe(text);
  });

  it('shows a text that is not a time as it came', () => {
    expect(formatIstDateTime('soon')).toBe('soon');
  });
});
