import { formatDay } from '../../../contract/ist-time.ts';

/** A job's due day, "5 Dec 2026", and "Late" in words as well as red once it has passed with the job still in the shop. */
export function DueDay({ dueOn, late }: { dueOn: string; late: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      <time dateTime={dueOn}>{formatDay(dueOn)}</time>
      {late && <span className="rounded bg-red-700 px-2 py-0.5 text-sm font-semibold text-white">Late</span>}
    </span>
  );
}
