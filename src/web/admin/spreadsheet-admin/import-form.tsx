import { useState, type FormEvent } from 'react';
import type { ImportReport } from '../../../contract/spreadsheet.ts';
import { btn, field } from '../components/index.ts';
import { ImportReportView } from './import-report.tsx';
import { useImportListings } from './spreadsheet-queries.ts';

/**
 * Import: choose the CSV (and a zip of pictures), "Check file" first (a dry run: nothing written),
 * then "Import" once the check of those very files has come back. Any change of file or of the
 * skip choice asks for a new check.
 */
export function ImportForm() {
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [skipBadRows, setSkipBadRows] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [checked, setChecked] = useState(false);
  const importing = useImportListings();

  const changed = () => {
    setReport(null);
    setChecked(false);
  };
  const run = (dryRun: boolean) => {
    if (!csv) return;
    importing.mutate(
      { csv, zip, dryRun, skipBadRows },
      {
        onSuccess: (answer) => {
          setReport(answer);
          // After a real import the same file would be checked again before a second one.
          setChecked(dryRun && (answer.bad.length === 0 || skipBadRows));
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(!checked);
  };

  return (
    <form onSubmit={submit} aria-label="Import listings" className="space-y-4">
      <div>
        <label htmlFor="import-csv" className={field.label}>
          CSV file *
        </label>
        <input
          id="import-csv"
          type="file"
          accept=".csv,text/csv"
          required
          className={field.input}
          onChange={(e) => {
            setCsv(e.target.files?.[0] ?? null);
            changed();
          }}
        />
        <p className={field.hint}>In Excel: File → Save As → “CSV UTF-8 (Comma delimited)”.</p>
      </div>
      <div>
        <label htmlFor="import-zip" className={field.label}>
          Pictures (zip, optional)
        </label>
        <input
          id="import-zip"
          type="file"
          accept=".zip,application/zip"
          className={field.input}
          onChange={(e) => {
            setZip(e.target.files?.[0] ?? null);
            changed();
          }}
        />
        <p className={field.hint}>Name the pictures in the images column (rose.jpg | lily.jpg), or keep the shop’s own image addresses.</p>
      </div>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={skipBadRows}
          onChange={(e) => {
            setSkipBadRows(e.target.checked);
            changed();
          }}
        />
        Skip rows with problems and import the rest
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={checked ? btn.secondary : btn.primary} disabled={!csv || importing.isPending} onClick={() => run(true)}>
          {importing.isPending && importing.variables?.dryRun ? 'Checking…' : 'Check file'}
        </button>
        <button type="button" className={checked ? btn.primary : btn.secondary} disabled={!checked || importing.isPending} onClick={() => run(false)}>
          {importing.isPending && !importing.variables?.dryRun ? 'Importing…' : 'Import'}
        </button>
      </div>
      {report && <ImportReportView report={report} />}
    </form>
  );
}
