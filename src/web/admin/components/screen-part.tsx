import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

/** One part of a record's screen (a job, a customer): a card with its heading, a region named by it. */
export function ScreenPart({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-stone-200 bg-white p-3 shadow-sm sm:p-4">
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The way back from a record's screen to the dashboard tab that lists it ("‹ All orders"). */
export function BackLink({ tab, children }: { tab: string; children: ReactNode }) {
  return (
    <Link to={`/admin?tab=${tab}`} className="mb-3 inline-flex min-h-11 items-center font-medium text-brand-700 underline">
      <span aria-hidden="true" className="mr-1">
        ‹
      </span>
      {children}
    </Link>
  );
}
