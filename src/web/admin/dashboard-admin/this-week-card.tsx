import { formatRupees } from '../../../contract/money.ts';
import { btn } from '../components/index.ts';
import { formatCount, useInsights } from '../lib/insights-queries.ts';

/**
 * The week at a glance above the dashboard's screens: the jobs waiting for the owner now (the way to
 * the Orders tab), views, WhatsApp taps, quote requests and the most viewed design, with the way to
 * the Insights tab. Nothing at all while loading or on an error: it is a glance, the tabs say more.
 */
export function ThisWeekCard({ onOpen, onOrders }: { onOpen: () => void; onOrders: () => void }) {
  const { data } = useInsights(7);
  if (!data) return null;
  const top = data.topViewed[0];
  return (
    <section aria-label="This week" className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-stone-200 bg-white px-4 py-3">
      <p className="font-semibold">This week</p>
      <button type="button" onClick={onOrders} className={`${btn.link} -mx-2 ${data.jobsWaiting ? 'font-semibold' : ''}`}>
        {data.jobsWaiting === 1 ? '1 job waiting' : `${formatCount(data.jobsWaiting)} jobs waiting`}
      </button>
      {data.toCollect !== '0' && (
        <button type="button" onClick={onOrders} className={`${btn.link} -mx-2`}>
          {formatRupees(data.toCollect)} to collect
        </button>
      )}
      <p className="text-stone-700">
        {formatCount(data.totals.views)} views · {formatCount(data.totals.whatsapp)} WhatsApp taps · {formatCount(data.totals.quotes)} quotes
      </p>
      {top && (
        <p className="min-w-0 break-words text-stone-700">
          Top design: <strong>{top.title}</strong>
        </p>
      )}
      <button type="button" onClick={onOpen} className={`${btn.link} ml-auto`}>
        See Insights
      </button>
    </section>
  );
}
