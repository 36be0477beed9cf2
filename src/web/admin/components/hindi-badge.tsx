import type { Lang } from '../../../contract/translations.ts';

/**
 * "हिन्दी" beside a quote or an enquiry whose customer used the Hindi pages (issue 19): the owner
 * answers in Hindi. Nothing for English, the usual case.
 */
export function HindiBadge({ lang }: { lang: Lang }) {
  if (lang !== 'hi') return null;
  return (
    <span lang="hi" title="The customer used Hindi" className="inline-block rounded-full bg-sky-100 px-2 py-0.5 text-sm font-medium text-sky-900">
      हिन्दी<span className="sr-only"> (Hindi)</span>
    </span>
  );
}
