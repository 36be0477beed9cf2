import type { QuoteStage } from './quote-stages.ts';

/**
 * The day the owner promised a job (issue 29): `YYYY-MM-DD` on the shop's calendar (IST). Free of
 * zod, like quote-stages.ts, so any screen may show it.
 */

export const DUE_ON_MESSAGE = 'Due date must be a real date, written YYYY-MM-DD, from the year 2000 to 2099.';

/** Whether `text` is a day that exists (no 31 June, no 29 Feb 2027), from 2000 to 2099: anything else is a typing slip. */
export function isDueDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2099) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Stages in which a job has left the shop's hands or will never leave them: nothing is late any more. */
const DONE_STAGES: readonly QuoteStage[] = ['dispatched', 'delivered', 'cancelled'];

/** A job is late once its due day has passed (the due day itself is not late) while the shop still has it. */
export const isLate = (dueOn: string | null, stage: QuoteStage, today: string): boolean => dueOn !== null && dueOn < today && !DONE_STAGES.includes(stage);
