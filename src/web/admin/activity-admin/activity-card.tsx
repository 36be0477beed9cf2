import { useId } from 'react';
import type { AuditEntry, AuditValue } from '../../../contract/audit.ts';
import { formatIstDateTime } from '../lib/ist-time.ts';
import { fieldName, headline, valueText } from './activity-text.ts';

/** A recorded value; `entity` and `field` say how the owner reads it (rupees, a method's or a stage's name). */
function Value({ value, entity, field }: { value: AuditValue; entity: string; field: string }) {
  if (!Array.isArray(value)) return <span className="break-all">{valueText(value, entity, field)}</span>;
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

/**
 * One entry of the audit trail: what happened (the record by its name or number, never its id), who,
 * when (IST), from where, and each changed field.
 */
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
        <time dateTime={entry.at}>{formatIstDateTime(entry.at)}</time>
      </p>
      {entry.ip && <p className="text-xs text-stone-600 break-all">From {entry.ip}</p>}
      {changes.length > 0 && (
        <dl className="mt-3 space-y-2 border-t border-stone-100 pt-3 text-sm">
          {changes.map(([key, change]) => {
            const shown = (value: AuditValue) => <Value value={value} entity={entry.entity} field={key} />;
            return (
              <div key={key}>
                <dt className="font-medium text-stone-800">{fieldName(key)}</dt>
                <dd className="text-stone-700">
                  {entry.action === 'create' ? (
                    shown(change.after)
                  ) : entry.action === 'delete' ? (
                    shown(change.before)
                  ) : Array.isArray(change.before) || Array.isArray(change.after) ? (
                    <>
                      <p className="text-stone-500">Before:</p>
                      {shown(change.before)}
                      <p className="text-stone-500">After:</p>
                      {shown(change.after)}
                    </>
                  ) : (
                    <p className="flex flex-wrap items-baseline gap-x-2">
                      <span className="text-stone-500">{shown(change.before)}</span>
                      <span aria-hidden="true">→</span>
                      <span className="sr-only">changed to</span>
                      {shown(change.after)}
                    </p>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </article>
  );
}
