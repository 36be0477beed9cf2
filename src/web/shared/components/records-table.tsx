import type { RecordsList } from '../../../contract/quote-records.ts';

export interface RecordsLabels {
  heading: string;
  count: (cards: number, problems: number) => string;
  row: (row: number) => string;
  photo: string;
  noPhoto: string;
}

/**
 * The rows of a sheet of names as cards to check (issue 30): each row's number, its texts (long names
 * wrap), whether its photo was found, and its problems beside it. Both faces show it, each in its own words.
 */
export function RecordsTable({ list, labels, lang }: { list: RecordsList; labels: RecordsLabels; lang?: string }) {
  const textZones = list.zones.filter((z) => !z.photo);
  const photoZone = list.zones.some((z) => z.photo);
  const problemsOf = new Map<number, string[]>();
  for (const p of list.problems) problemsOf.set(p.row, [...(problemsOf.get(p.row) ?? []), p.problem]);
  return (
    <section aria-labelledby="records-heading" className="flex flex-col gap-2">
      <h3 id="records-heading" className="font-semibold">
        {labels.heading}
      </h3>
      <p role="status">{labels.count(list.rows.length, list.problems.length)}</p>
      <ol className="flex flex-col divide-y divide-stone-100 rounded-md border border-stone-200">
        {list.rows.map((r) => {
          const problems = problemsOf.get(r.row) ?? [];
          return (
            <li key={r.row} className={`flex flex-col gap-1 p-2 ${problems.length ? 'bg-red-50' : ''}`}>
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="text-sm font-medium text-stone-600">{labels.row(r.row)}</span>
                {textZones.map((z) =>
                  r.values[z.key] ? (
                    <span key={z.key} dir="auto" className="min-w-0 break-words" title={z.label}>
                      {r.values[z.key]}
                    </span>
                  ) : null,
                )}
                {photoZone && <span className={`text-sm ${r.photo ? 'text-green-800' : 'text-stone-600'}`}>{r.photo ? labels.photo : labels.noPhoto}</span>}
              </div>
              {problems.length > 0 && (
                <ul className="text-sm text-red-800" lang={lang}>
                  {problems.map((problem, i) => (
                    <li key={i} className="break-words">
                      {problem}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
