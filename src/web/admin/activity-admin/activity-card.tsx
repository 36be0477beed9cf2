import { useId } from 'react';
import type { AuditEntry, AuditValue } from '../../../contract/audit.ts';
import { ENTITY_NAMES, fieldName, headline, localTime, valueText } from './activity-text.ts';

function Value({ value }: { value: AuditValue }) {
  if (!Array.isArray(value)) return <span className="break-all">{valueText(value)}</span>;
  if (value.length === 0) return <span>none</span>;
  return (
    <ol className="list-decimal pl-5">
      {value.map((item, i) => (
        <li key={i} className="break-all">
          {item}
        </li>
      ))}
    </ol>
  );
}

/** One entry of the audit trail: what happened, who, when (local time), from where, and each changed field. */
export function ActivityCard({ entry }: { entry: AuditEntry }) {
  const headingId = useId();
  const changes = Object.entries(entry.changes);
  const failed = entry.action === 'login-failed';
  return (
    <article aria-labelledby={headingId} className={`rounded-lg border bg-white p-4 shadow-sm ${failed ? 'border-red-300' : 'border-stone-200'}`}>
      <h2 id={headingId} className="text-base font-semibold break-words">
        {headline(entry)}
      </h2>
      <p className="text-sm text-stone-700 break-words">
        {failed ? 'Name tried: ' : 'By '}
        {/* A failed login keeps the name only when it is an account's (the text might have been a password). */}
        <span className="font-medium">{entry.userName || (failed ? 'not an account' : 'unknown')}</span>
        {' · '}
        <time dateTime={entry.at}>{localTime(entry.at)}</time>
      </p>
      <p className="text-xs text-stone-600 break-all">
        {entry.ip && <>From {entry.ip}</>}
        {entry.ip && entry.recordId && ' · '}
        {entry.recordId && (
          <>
            {fieldName(ENTITY_NAMES[entry.entity] ?? entry.entity)} id {entry.recordId}
          </>
        )}
      </p>
      {changes.length > 0 && (
        <dl className="mt-3 space-y-2 border-t border-stone-100 pt-3 text-sm">
          {changes.map(([key, change]) => (
            <div key={key}>
              <dt className="font-medium text-stone-800">{fieldName(key)}</dt>
              <dd className="text-stone-700">
                {entry.action === 'create' ? (
                  <Value value={change.after} />
                ) : entry.action === 'delete' ? (
                  <Value value={change.before} />
                ) : Array.isArray(change.before) || Array.isArray(change.after) ? (
                  <>
                    <p className="text-stone-500">Before:</p>
                    <Value value={change.before} />
                    <p className="text-stone-500">After:</p>
                    <Value value={change.after} />
                  </>
                ) : (
                  <p className="flex flex-wrap items-baseline gap-x-2">
                    <span className="text-stone-500">
                      <Value value={change.before} />
                    </span>
                    <span aria-hidden="true">→</span>
                    <span className="sr-only">changed to</span>
                    <Value value={change.after} />
                  </p>
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
