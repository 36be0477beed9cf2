import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteConfig } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { useTitle } from '../../shared/lib/use-title.ts';

/** A page whose screen is still to be built: its heading, and a way back home. */
export function PlaceholderPage({ title, heading = title, children }: { title: string; heading?: string; children?: ReactNode }) {
  useTitle(pageTitle(title, useSiteConfig().data?.name));
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-semibold">{heading}</h1>
      {children}
      <p className="mt-6">
        <Link to="/" className="inline-flex min-h-11 items-center text-brand-700 underline">
          Back to home
        </Link>
      </p>
    </section>
  );
}
