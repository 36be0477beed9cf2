import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteConfig } from '../lib/queries.ts';
import { pageTitle } from '../lib/site.ts';
import { useTitle } from '../../shared/lib/use-title.ts';
import * as m from '../i18n/messages.ts';
import { nameOf } from '../lib/localized.ts';

/** A page whose screen is still to be built: its heading, and a way back home. */
export function PlaceholderPage({ title, heading = title, children }: { title: string; heading?: string; children?: ReactNode }) {
  useTitle(pageTitle(title, nameOf(useSiteConfig().data).text));
  return (
    <MessagePage heading={heading} className="mx-auto max-w-6xl px-4 py-10">
      {children}
    </MessagePage>
  );
}

/** A page with only a message to show (a quote or an item not found): its heading and text, then `links` (if any) and a way back home. */
export function MessagePage({ heading, className, links, children }: { heading: string; className: string; links?: ReactNode; children?: ReactNode }) {
  return (
    <section className={className}>
      <h1 className="text-2xl font-semibold">{heading}</h1>
      {children}
      <p className={links ? 'mt-6 flex flex-wrap gap-4' : 'mt-6'}>
        {links}
        <Link to="/" className="inline-flex min-h-11 items-center text-brand-700 underline">
          {m.backToHome}
        </Link>
      </p>
    </section>
  );
}
