import type { TopDesign } from '../../../contract/insights.ts';
import { ResponsiveImage } from '../../shared/components/responsive-image.tsx';
import { EmptyState } from '../components/index.ts';
import { formatCount } from '../lib/insights-queries.ts';

/** A ranked list of designs: picture, title (opens the item page), and the figure it is ranked by with the other one beside it. */
export function TopDesigns({ title, designs, by, empty }: { title: string; designs: TopDesign[]; by: 'views' | 'enquiries'; empty: string }) {
  const other = by === 'views' ? 'enquiries' : 'views';
  return (
    <section aria-label={title} className="min-w-0">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      {designs.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <ol className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {designs.map((d, i) => (
            <li key={d.listingId} className="flex items-center gap-3 p-2">
              <span className="w-5 shrink-0 text-right text-sm text-stone-500">{i + 1}</span>
              {d.image ? (
                <ResponsiveImage src={d.image} alt="" width={48} height={48} sizes="48px" className="size-12 shrink-0 rounded object-cover" />
              ) : (
                <span aria-hidden="true" className="size-12 shrink-0 rounded bg-stone-200" />
              )}
              <a
                href={`/list/${d.listingId}`}
                target="_blank"
                rel="noreferrer"
                className="min-w-0 flex-1 break-words font-medium text-brand-700 hover:underline"
              >
                {d.title}
              </a>
              <span className="shrink-0 text-right text-sm">
                <strong className="block text-base">{formatCount(d[by])}</strong>
                <span className="text-stone-600">
                  {by === 'views' ? 'views' : 'enquiries'} · {formatCount(d[other])} {other}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
