import { useState } from 'react';
import { INSIGHT_PERIODS, type InsightPeriod, type Insights } from '../../../contract/insights.ts';
import { AdminLayout, btn, EmptyState, LoadError } from '../components/index.ts';
import { formatCount, formatRate, useInsights } from '../lib/insights-queries.ts';
import { InsightsChart } from './insights-chart.tsx';
import { TopDesigns } from './top-designs.tsx';

export const INSIGHTS_MESSAGES = {
  loadFailed: 'Could not load the figures.',
  noViews: 'No design was viewed in this period yet.',
  noEnquiries: 'No enquiries in this period yet.',
  noEmptySearches: 'Every search found something.',
} as const;

/**
 * Insights (issue 11): what visitors looked at, asked about and searched for without finding, over
 * the last 7, 30 or 90 days. Counted by the shop's own server: no cookies, no personal data.
 */
export default function InsightsAdminPage() {
  const [days, setDays] = useState<InsightPeriod>(7);
  const insights = useInsights(days);
  return (
    <AdminLayout title="Insights">
      <div role="group" aria-label="Period" className="mb-4 flex flex-wrap gap-2">
        {INSIGHT_PERIODS.map((d) => (
          <button key={d} type="button" aria-pressed={days === d} onClick={() => setDays(d)} className={days === d ? btn.primary : btn.secondary}>
            {d} days
          </button>
        ))}
      </div>
      {insights.data ? (
        <Figures insights={insights.data} />
      ) : insights.isError ? (
        <LoadError message={INSIGHTS_MESSAGES.loadFailed} onRetry={() => void insights.refetch()} busy={insights.isFetching} />
      ) : (
        <p role="status" className="py-6 text-center text-stone-600">
          Loading...
        </p>
      )}
    </AdminLayout>
  );
}

function Figures({ insights }: { insights: Insights }) {
  const { totals } = insights;
  const figures: [string, string][] = [
    ['Views', formatCount(totals.views)],
    ['WhatsApp taps', formatCount(totals.whatsapp)],
    ['Quote requests', formatCount(totals.quotes)],
    ['Enquiry rate', formatRate(insights.enquiryRate)],
    ['Shares', formatCount(totals.shares)],
    ['Searches', `${formatCount(totals.searches)} (${formatCount(totals.emptySearches)} found nothing)`],
  ];
  return (
    <div className="space-y-6">
      <dl aria-label="Totals" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-stone-200 bg-white p-3">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="text-xl font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-label="Day by day" className="rounded-lg border border-stone-200 bg-white p-2">
        <h2 className="mb-1 px-1 text-lg font-semibold">Day by day</h2>
        <InsightsChart series={insights.series} />
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <TopDesigns title="Most viewed designs" designs={insights.topViewed} by="views" empty={INSIGHTS_MESSAGES.noViews} />
        <TopDesigns title="Most enquired designs" designs={insights.topEnquired} by="enquiries" empty={INSIGHTS_MESSAGES.noEnquiries} />
      </div>
      <section aria-label="Searches that found nothing">
        <h2 className="mb-1 text-lg font-semibold">Searches that found nothing</h2>
        <p className="mb-2 text-sm text-stone-600">
          What visitors looked for on the Wedding Cards page and did not find: ideas for new designs or better titles.
        </p>
        {insights.emptySearches.length === 0 ? (
          <EmptyState>{INSIGHTS_MESSAGES.noEmptySearches}</EmptyState>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {insights.emptySearches.map((s) => (
              <li key={s.text} className="flex justify-between gap-3 p-3">
                <span className="min-w-0 break-words">“{s.text}”</span>
                <span className="shrink-0 text-stone-600">{s.searches === 1 ? 'once' : `${formatCount(s.searches)} times`}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
