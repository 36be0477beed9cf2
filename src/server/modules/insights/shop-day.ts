/**
 * The shop's calendar day, YYYY-MM-DD. The shop is in India (UTC+5:30 all year, no daylight
 * saving), so "today" turns at the owner's midnight, not at UTC's 05:30 in the morning.
 */
const SHOP_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

// Asked for on every counted request: the day is worked out once and kept until its last millisecond.
let known = { day: '', from: 0, until: 0 };

export function shopDay(at: number = Date.now()): string {
  if (at >= known.from && at < known.until) return known.day;
  const from = Math.floor((at + SHOP_OFFSET_MS) / DAY_MS) * DAY_MS - SHOP_OFFSET_MS;
  known = { day: new Date(at + SHOP_OFFSET_MS).toISOString().slice(0, 10), from, until: from + DAY_MS };
  return known.day;
}

/** The day `n` days before `day` (n may be negative). */
export const daysBefore = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

/** Every day from `from` to `to`, both included, oldest first. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = daysBefore(day, -1)) days.push(day);
  return days;
}
