import type { ReactNode } from 'react';

/**
 * A card of the customer's quote page, headed by its title and named by it for screen readers.
 * `layout`: how its parts stand under the title (stacked 0.75 rem apart unless told otherwise).
 */
export function QuotePart({ id, title, layout = 'flex flex-col gap-3', children }: { id: string; title: ReactNode; layout?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${layout} rounded-lg border border-stone-200 bg-white p-4`.trim()}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
