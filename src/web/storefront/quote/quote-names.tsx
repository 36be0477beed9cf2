import { Fragment, useState } from 'react';
import type { PublicQuote } from '../../../contract/quotes.ts';
import { RecordsTable } from '../../shared/components/records-table.tsx';
import { recordsProofUrl, useRecords, useSendRecords } from './names-queries.ts';
import * as m from '../i18n/messages.ts';
import { QuotePart } from './quote-part.tsx';

/** Stages in which the shop takes a new list of names (the server says the same: quote-records.repository.ts). */
const OPEN = new Set<PublicQuote['stage']>(['new', 'quoted', 'proof_sent', 'changes_requested']);
const FIELD = 'block w-full min-h-11 rounded-md border border-stone-300 p-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-stone-100 file:px-3 file:py-1';
const LABELS = { heading: m.namesListHeading, count: m.namesCount, row: m.namesRow, photo: m.namesPhotoKept, noPhoto: m.namesNoPhoto };

/**
 * A card per name (issue 30): while the job is open, the customer sends the sheet of names and the
 * photos' zip; then checks every row, its problems beside it, and the proof of every card.
 */
export function QuoteNames({ quote }: { quote: PublicQuote }) {
  const { data: list, error } = useRecords(quote.token);
  const send = useSendRecords(quote.token);
  const [sheet, setSheet] = useState<File>();
  const [photos, setPhotos] = useState<File>();
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState(false);
  if (error) return <p className="rounded-md bg-red-50 p-3 text-red-800">{m.namesLoadFailed}</p>;
  if (!list || list.zones.length === 0) return null;
  const open = OPEN.has(quote.stage) && !quote.approvedAt;
  // A zone with no Hindi name is named in English on a Hindi page, marked so (a reader speaks it as English).
  const columns = list.zones.map((z, i) => (
    <Fragment key={z.key}>
      {i > 0 && ', '}
      {z.lang === m.lang ? z.label : <span lang={z.lang}>{z.label}</span>}
    </Fragment>
  ));
  return (
    <QuotePart id="quote-names" title={m.namesHeading}>
      {open && (
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            setSent(false);
            setMissing(!sheet);
            if (sheet) void send.send(sheet, photos).then(setSent);
          }}
        >
          <p className="text-sm break-words text-stone-700">
            {m.namesHintColumns}
            {columns}
            {m.namesHintPhotos}
          </p>
          <label className="flex flex-col gap-1 font-medium">
            {m.namesSheet}
            <input type="file" name="sheet" accept=".csv,.xlsx" className={FIELD} onChange={(e) => setSheet(e.target.files?.[0])} />
          </label>
          <label className="flex flex-col gap-1 font-medium">
            {m.namesPhotos}
            <input type="file" name="photos" accept=".zip" className={FIELD} onChange={(e) => setPhotos(e.target.files?.[0])} />
          </label>
          <button
            type="submit"
            disabled={send.sending}
            className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white disabled:opacity-60 sm:self-start"
          >
            {send.sending ? m.namesSending : m.namesSend}
          </button>
          <p role="status" className={sent ? 'text-green-800' : 'sr-only'}>
            {sent ? m.namesSent : ''}
          </p>
          <p role="alert" className={send.error || missing ? 'rounded-md bg-red-50 p-3 text-red-800' : 'sr-only'}>
            {missing ? m.namesChooseSheet : send.error}
          </p>
        </form>
      )}
      {list.rows.length > 0 && (
        <>
          {list.version !== null && <p className="text-sm text-stone-700">{m.namesProofOf(list.version)}</p>}
          <a
            href={recordsProofUrl(quote.token)}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline sm:self-start"
          >
            {m.namesPdf}
          </a>
          <RecordsTable list={list} labels={LABELS} />
        </>
      )}
    </QuotePart>
  );
}
