import { useEffect, useRef } from 'react';
import uplotStylesheet from 'uplot/dist/uPlot.min.css?url';
import type { Insights } from '../../../contract/insights.ts';

type Series = Insights['series'];

const LINES = [
  { key: 'views', label: 'Views', stroke: '#7c2d12' },
  { key: 'whatsapp', label: 'WhatsApp taps', stroke: '#15803d' },
  { key: 'quotes', label: 'Quote requests', stroke: '#1d4ed8' },
] as const;

const dayLabel = (day: string | undefined) =>
  day ? new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }) : '';

/**
 * uPlot's own stylesheet, linked by hand: the build loads lazy chunks without their CSS (vite.config.ts,
 * plainDynamicImports keeps the home page's bytes down), and without it the legend lay over the plot
 * and the plot ran out of its box.
 */
function linkStylesheet(href: string) {
  if (document.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

/**
 * The day-by-day lines, drawn by uPlot (≈20 KB gzip, loaded only when this chart first shows) at
 * the width of its box, and again when the box changes width (a phone turned, the sidebar opened).
 */
export function InsightsChart({ series }: { series: Series }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let plot: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    linkStylesheet(uplotStylesheet);
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const height = 220;
      const data: [number[], ...number[][]] = [series.map((_, i) => i), ...LINES.map((line) => series.map((d) => d[line.key]))];
      plot = new UPlot(
        {
          width: Math.max(element.clientWidth, 200),
          height,
          scales: { x: { time: false } },
          axes: [{ values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? dayLabel(series[i]?.day) : '')) }, { size: 40 }],
          series: [
            { label: 'Day', value: (_u, i) => dayLabel(series[i]?.day) },
            ...LINES.map((line) => ({ label: line.label, stroke: line.stroke, width: 2 })),
          ],
          legend: { live: false },
        },
        data,
        element,
      );
      observer = new ResizeObserver(() => plot?.setSize({ width: Math.max(element.clientWidth, 200), height }));
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [series]);

  const total = (key: (typeof LINES)[number]['key']) => series.reduce((sum, d) => sum + d[key], 0);
  const summary = `Day by day from ${dayLabel(series[0]?.day)} to ${dayLabel(series.at(-1)?.day)}: ${LINES.map((l) => `${total(l.key)} ${l.label.toLowerCase()}`).join(', ')}.`;
  return <div ref={box} role="img" aria-label={summary} className="min-h-[260px] w-full overflow-hidden" data-testid="insights-chart" />;
}
