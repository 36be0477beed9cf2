import type { TimelineEntry } from '../../../contract/quote-stages.ts';
import { formatTime } from './quote-queries.ts';
import * as m from '../i18n/messages.ts';
import { QuotePart } from './quote-part.tsx';

/** The job's steps, oldest first, each with its date (IST) and its note (a reason, or the courier and tracking number). */
export function QuoteTimeline({ timeline }: { timeline: TimelineEntry[] }) {
  if (!timeline.length) return null;
  return (
    <QuotePart id="quote-timeline" title={m.timeline} layout="">
      <ol className="mt-2 border-l-2 border-stone-200 pl-4">
        {timeline.map((t, i) => (
          <li key={i} className="py-1.5">
            <span className="font-medium">{m.stageName(t.stage)}</span>{' '}
            <time dateTime={t.at} className="text-sm text-stone-600">
              {formatTime(t.at)}
            </time>
            {t.note && <p className="text-sm break-words text-stone-700">{m.timelineNote(t.note)}</p>}
          </li>
        ))}
      </ol>
    </QuotePart>
  );
}
