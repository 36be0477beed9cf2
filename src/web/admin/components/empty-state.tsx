import type { ReactNode } from 'react';

/** The text a screen shows for an empty list (e.g. "No banners found."), verbatim. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-stone-600">{children}</p>;
}
