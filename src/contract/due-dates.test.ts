import { describe, expect, it } from 'vitest';
import { isDueDay, isLate } from './due-dates.ts';
import { formatDay, shopToday } from './ist-time.ts';

describe('due dates', () => {
  it('takes real days from 2000 to 2099 only', () => {
    for (const day of ['2000-01-01', '2028-02-29', '2026-12-31', '2099-12-31']) expect(isDueDay(day), day).toBe(true);
    for (const day of ['1999-12-31', '2100-01-01', '2027-02-29', '2026-04-31', '2026-00-10', '2026-13-01', '2026-1-5', '05-01-2026', '2026-01-05T00:00', '']) {
      expect(isDueDay(day), day).toBe(false);
    }
  });

  it('is late only after the due day, and only while the shop still has the job', () => {
    expect(isLate('2026-11-27', 'in_production', '2026-11-28')).toBe(true);
    expect(isLate('2026-11-27', 'on_hold', '2026-11-28')).toBe(true);
    expect(isLate('2026-11-28', 'in_production', '2026-11-28')).toBe(false);
    expect(isLate(null, 'in_production', '2026-11-28')).toBe(false);
    for (const stage of ['dispatched', 'delivered', 'cancelled'] as const) expect(isLate('2026-11-01', stage, '2026-11-28')).toBe(false);
  });

  it("turns the day at the shop's midnight, not UTC's", () => {
    // 18:29 UTC is 23:59 IST; 18:30 UTC is the next day in India.
    expect(shopToday(Date.parse('2026-11-27T18:29:59.999Z'))).toBe('2026-11-27');
    expect(shopToday(Date.parse('2026-11-27T18:30:00.000Z'))).toBe('2026-11-28');
    expect(formatDay('2026-12-05')).toBe('5 Dec 2026');
  });
});
