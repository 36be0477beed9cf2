import { useState } from 'react';
import type { Quote } from '../../../contract/quotes.ts';
import { RecordsTable } from '../../shared/components/records-table.tsx';
import { btn, field } from '../components/index.ts';
import { namesProofUrl, useJobNames, useSendJobNames } from './job-names-queries.ts';

const OPEN = new Set<Quote['stage']>(['new', 'quoted', 'proof_sent', 'changes_requested']);
const LABELS = {
  heading: 'Cards',
  count: (cards: number, problems: number) => `${cards} ${cards === 1 ? 'card' : 'cards'}, ${problems} ${problems === 1 ? 'problem' : 'problems'}`,
  row: (row: number) => `Row ${row}`,
  photo: 'Photo ✓',
  noPhoto: 'No photo',
};

/**
 * A card per name on the job screen (issue 30): the owner sends the school's sheet and photos for the
 * customer (the same call as the customer's page), checks every row and opens the proof of every card.
 */
export function JobNames({ quote }: { quote: Quote }) {
  const list = useJobNames(quote._id);
  const send = useSendJobNames();
  const [sheet, setSheet] = useState<File>();
  const [photos, setPhotos] = useState<File>();
  if (!list.data) return <p className="text-stone-600">{list.error ? 'Could not load the list of names.' : 'Loading...'}</p>;
  const open = OPEN.has(quote.stage) && !quote.approvedAt;
  return (
    <div className="flex flex-col gap-3">
      {open ? (
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (sheet) send.mutate({ id: quote._id, sheet, photos });
          }}
        >
          <p className="text-sm break-words text-stone-700">
            One card per row; the sheet’s first row names the columns: {list.data.zones.map((z) => z.label).join(', ')}.
          </p>
          <label className={field.label}>
            Sheet of names (CSV or Excel)
            <input type="file" accept=".csv,.xlsx" className={field.input} onChange={(e) => setSheet(e.target.files?.[0])} required />
          </label>
          <label className={field.label}>
            Photos (zip, optional)
            <input type="file" accept=".zip" className={field.input} onChange={(e) => setPhotos(e.target.files?.[0])} />
          </label>
          <button type="submit" className={`${btn.primary} sm:self-start`} disabled={send.isPending}>
            {send.isPending ? 'Sending…' : 'Send the list'}
          </button>
        </form>
      ) : (
        <p className="text-sm text-stone-700">The names are approved and can no longer be changed (reopen the job to allow a new list).</p>
      )}
      {list.data.rows.length > 0 && (
        <>
          <a href={namesProofUrl(quote._id)} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
            See every card (PDF), proof {list.data.version}
          </a>
          <RecordsTable list={list.data} labels={LABELS} lang="en" />
        </>
      )}
    </div>
  );
}
