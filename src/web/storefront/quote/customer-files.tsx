import { FILES_PER_QUOTE } from '../../../contract/proof-texts.ts';
import type { PublicQuote } from '../../../contract/quotes.ts';
import { attachFile } from './quote-queries.ts';
import { useQuoteWrite } from './use-quote-write.ts';
import * as m from '../i18n/messages.ts';
import { QuotePart } from './quote-part.tsx';

/** The customer's own photos and logos for the job: what they attached, and one more while there is room. */
export function CustomerFiles({ quote }: { quote: PublicQuote }) {
  const write = useQuoteWrite(quote.token);
  const closed = quote.stage === 'delivered' || quote.stage === 'cancelled';
  if (closed && quote.files.length === 0) return null;
  return (
    <QuotePart id="quote-files" title={m.filesHeading} layout="flex flex-col gap-2">
      {quote.files.length > 0 && (
        <ul className="grid grid-cols-3 gap-2">
          {quote.files.map((f) => (
            <li key={f.id}>
              <a href={f.url} target="_blank" rel="noopener" className="block">
                <img
                  src={f.url}
                  alt={f.name}
                  width={120}
                  height={120}
                  loading="lazy"
                  className="aspect-square w-full rounded-md border border-stone-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {!closed && quote.files.length < FILES_PER_QUOTE && (
        <>
          <p className="text-sm text-stone-600">{m.filesHint}</p>
          <label className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-brand-700 px-5 font-semibold text-brand-700 has-[:disabled]:opacity-60 sm:self-start">
            {m.addFile}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              disabled={write.sending}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void write.send('files', () => attachFile(quote.token, file));
              }}
            />
          </label>
        </>
      )}
      <p role="status" className={write.thanks ? 'text-green-800' : 'sr-only'}>
        {write.thanks}
      </p>
      <p role="alert" className={write.error ? 'rounded-md bg-red-50 p-3 text-red-800' : 'sr-only'}>
        {write.error}
      </p>
    </QuotePart>
  );
}
