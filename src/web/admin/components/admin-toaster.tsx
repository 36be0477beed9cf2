import { useEffect } from 'react';
import { toast, Toaster, useToasterStore } from 'react-hot-toast';

/** The spec's toasts (§9): at most 20 at once; success 2 s, error 4 s, anything else 4 s. */
export const TOAST_LIMIT = 20;
export const TOAST_DURATIONS = { success: 2000, error: 4000, blank: 4000 } as const;

/** Dismisses the oldest visible toasts beyond the limit (the store lists newest first). */
function useToastLimit(limit = TOAST_LIMIT): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    for (const extra of toasts.filter((t) => t.visible).slice(limit)) toast.dismiss(extra.id);
  }, [toasts, limit]);
}

/**
 * The one Toaster of the back office, mounted by the admin shell (AdminLayout / the dashboard):
 * every screen's toast.success / toast.error appears (the old app forgot it on three screens, D-R5).
 */
export function AdminToaster() {
  useToastLimit();
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATIONS.blank,
        success: { duration: TOAST_DURATIONS.success },
        error: { duration: TOAST_DURATIONS.error },
      }}
    />
  );
}

export { toast };
