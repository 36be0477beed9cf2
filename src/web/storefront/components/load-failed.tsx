import * as m from '../i18n/messages.ts';

/** A page whose data could not be loaded (not a 404): the reason, and a retry. */
export function LoadFailed({ what, className, onRetry, busy }: { what: string; className: string; onRetry: () => void; busy: boolean }) {
  return (
    <div className={className}>
      <p role="alert">{m.failedToLoadThis(what)}</p>
      <button type="button" onClick={onRetry} disabled={busy} className="mt-4 min-h-11 rounded-lg border border-stone-300 bg-white px-5 font-medium">
        {m.tryAgain}
      </button>
    </div>
  );
}
