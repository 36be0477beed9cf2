import { useState } from 'react';
import type { Quote } from '../../../contract/quotes.ts';
import { btn, LabelledSelect } from '../components/index.ts';
import { errorMessage } from '../lib/admin-api.ts';
import { usePrintingSettings } from '../lib/printing-settings.ts';
import { JobCost } from './job-cost.tsx';
import { imposedSheetUrl, printFileUrl, useImposition, useJobListing } from './job-print-queries.ts';
import { SheetDrawing } from './sheet-drawing.tsx';

/** To the press (issue 29): the approved version as a print file, and how it lies on the sheet the owner picks. */
export function JobPrint({ quote }: { quote: Quote }) {
  const settings = usePrintingSettings();
  const sheets = settings.data?.sheets ?? [];
  const [picked, setPicked] = useState<string | undefined>(undefined);
  // SRA3 is what most small presses run; else the first sheet of the settings.
  const sheet = picked ?? (sheets.find((s) => s.name === 'SRA3') ?? sheets[0])?.name;
  const item = useJobListing(quote.approvedAt ? quote.listingId : null);
  // A layout needs the item's print size: not asked while the item is unknown or known to have none (a 409 nobody needs).
  const noSize = !quote.listingId || (item.data !== undefined && !item.data.print);
  const imposition = useImposition(quote._id, quote.approvedAt && !noSize && !item.isPending ? sheet : undefined);

  if (!quote.approvedAt) return <p className="text-stone-600">Once the customer approves a proof, the print file and its layout on the sheet are made here.</p>;
  const layout = imposition.data;
  return (
    <div className="grid gap-3">
      {noSize ? (
        <p className="text-stone-600">
          {item.data
            ? `Set the print size of “${item.data.title}” in its listing form (Print size) to make the print file and the sheet layout.`
            : 'This job’s item no longer exists, so there is no print size to make a print file at.'}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <a className={btn.secondary} href={printFileUrl(quote._id)} download>
            Print file
          </a>
          <p className="text-sm text-stone-600">PDF at size, with bleed and crop marks.</p>
        </div>
      )}
      {sheets.length > 0 && (
        <LabelledSelect
          className="max-w-xs"
          label="Sheet"
          value={sheet ?? ''}
          onChange={setPicked}
          options={sheets.map((s) => ({ value: s.name, text: `${s.name} (${s.widthMm} × ${s.heightMm} mm)` }))}
        />
      )}
      {imposition.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(imposition.error, 'Could not lay the job out on this sheet.')}
        </p>
      )}
      {layout && settings.data && (
        <div className="flex flex-wrap items-start gap-4">
          <SheetDrawing imposition={layout} marginMm={settings.data.marginMm} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-stone-600">Layout</dt>
            <dd>
              {layout.across} across × {layout.down} down{layout.rotated ? ' (turned)' : ''}
            </dd>
            <dt className="text-stone-600">Per sheet</dt>
            <dd>{layout.perSheet}</dd>
            <dt className="text-stone-600">Sheets</dt>
            <dd>
              {layout.sheets} <span className="text-stone-600">(with {settings.data.wastagePercent}% wastage)</span>
            </dd>
          </dl>
          <a className={btn.secondary} href={imposedSheetUrl(quote._id, layout.sheet.name)} download>
            Imposed sheet (PDF)
          </a>
        </div>
      )}
      {sheet && <JobCost quote={quote} sheet={sheet} />}
    </div>
  );
}
