import { btn } from './styles.ts';

/** A list that could not load: the screen's message (the spec's, verbatim; none when it is a toast) and "Try again". */
export function LoadError({ message, onRetry, busy = false, className = '' }: { message: string; onRetry: () => void; busy?: boolean; className?: string }) {
  return (
    <div role="alert" className={`rounded-lg border border-red-200 bg-red-50 px-4 py-6 text-center text-red-800 ${className}`}>
      {message && <p>{message}</p>}
      <button type="button" className={`${btn.secondary} mt-3`} onClick={onRetry} disabled={busy}>
        Try again
      </button>
    </div>
  );
}
