import type { ImportReport } from '../../../contract/spreadsheet.ts';

/** The answer of a check or an import: the sentence, the counts, then each bad row with its reasons. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const refused = report.bad.length > 0 && !report.written;
  return (
    <section aria-label="Import result" className={`mt-4 rounded-md border p-4 ${refused ? 'border-red-300 bg-red-50' : 'border-emerald-300 bg-emerald-50'}`}>
      <p role="status" className="font-medium">
        {report.message}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 text-sm sm:grid-cols-4">
        {(
          [
            ['New', report.created],
            ['Changed', report.updated],
            ['Unchanged', report.unchanged],
            ['With problems', report.bad.length],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {report.bad.length > 0 && (
        <ul aria-label="Rows with problems" className="mt-3 space-y-2 text-sm">
          {report.bad.map((bad) => (
            <li key={bad.row} className="rounded bg-white p-2">
              <strong>Row {bad.row}:</strong> {bad.reasons.join(' ')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
