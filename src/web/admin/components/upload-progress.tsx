export interface UploadProgressProps {
  /** 0–100, or null when nothing is uploading (renders nothing). */
  percent: number | null;
  /** Text before the percent (default "Uploading..."). */
  label?: string;
}

/** A progress bar with its percent as text ("Uploading... 42%"). */
export function UploadProgress({ percent, label = 'Uploading...' }: UploadProgressProps) {
  if (percent === null) return null;
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${value}%` }} />
      </div>
      <p className="text-sm text-stone-700" aria-live="polite">
        {label} {value}%
      </p>
    </div>
  );
}
