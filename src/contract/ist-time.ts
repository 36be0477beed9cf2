/**
 * The shop's clock: India has kept one offset all year since 1945 (no daylight saving), so IST is
 * UTC + 5:30 for every time the shop holds. Worked out by hand rather than by Intl: ICU versions
 * differ ("Sept", a narrow space before "pm"), so the same time would read differently from phone to
 * phone, and on a printed ticket from the screen.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_OFFSET_MS = 330 * 60_000;

/** "27 Nov 2026, 3:05 pm IST" (a text that is not a time is shown as it came). */
export function formatIstDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const t = new Date(ms + IST_OFFSET_MS);
  const hours = t.getUTCHours();
  const minutes = String(t.getUTCMinutes()).padStart(2, '0');
  return `${t.getUTCDate()} ${MONTHS[t.getUTCMonth()]} ${t.getUTCFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'} IST`;
}

/** The shop's calendar day at `at`, YYYY-MM-DD. */
export const shopToday = (at: number = Date.now()): string => new Date(at + IST_OFFSET_MS).toISOString().slice(0, 10);

/** "27 Nov 2026" for a calendar day written YYYY-MM-DD. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}
