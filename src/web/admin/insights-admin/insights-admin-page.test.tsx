import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Insights } from '../../../contract/insights.ts';
import { json, stubAdminApi, textsOf } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import InsightsAdminPage from './insights-admin-page.tsx';

// happy-dom draws no canvas: the chart library is replaced by a recorder of what it was given.
const drawn = vi.hoisted(() => [] as { data: number[][]; width: number }[]);
vi.mock('uplot', () => ({
  default: class {
    constructor(options: { width: number }, data: number[][]) {
      drawn.push({ data, width: options.width });
    }
    setSize() {}
    destroy() {}
  },
}));
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

const days = (n: number) => Array.from({ length: n }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
const design = (n: number, title: string, views: number, whatsapp: number, quotes: number) => ({
  listingId: `d000000${n}-0000-4000-8000-000000000000`,
  title,
  image: n === 1 ? '/media/0123456789abcdef0123456789abcdef.jpg' : null,
  views,
  whatsapp,
  quotes,
  shares: 0,
  enquiries: whatsapp + quotes,
});
function insights(n: 7 | 30, extra: Partial<Insights> = {}): Insights {
  const series = days(n).map((day, i) => ({ day, views: i === n - 1 ? 12 : 1, whatsapp: i === n - 1 ? 2 : 0, quotes: i === n - 1 ? 1 : 0, shares: 0 }));
  return {
    days: n,
    from: series[0]!.day,
    to: series.at(-1)!.day,
    totals: { views: 11 + n, whatsapp: 2, quotes: 1, shares: 1, enquiries: 3, searches: 5, emptySearches: 3 },
    enquiryRate: 3 / (11 + n),
    series,
    topViewed: [design(1, 'Royal Invite', 9, 0, 1), design(2, 'Golden Trophy', 4, 2, 0)],
    topEnquired: [design(2, 'Golden Trophy', 4, 2, 0), design(1, 'Royal Invite', 9, 0, 1)],
    emptySearches: [
      { text: 'silver cup', searches: 2 },
      { text: 'peacock', searches: 1 },
    ],
    jobsWaiting: 0,
    toCollect: '0',
    ...extra,
  };
}

describe('Insights', () => {
  it('shows the week: totals, enquiry rate, the day-by-day chart, top designs and searches that found nothing', async () => {
    stubAdminApi({ '/api/insights?days=7': insights(7) });
    drawn.length = 0;
    renderWithApp(<InsightsAdminPage />);
    const totals = await screen.findByLabelText('Totals');
    expect(within(totals).getByText('Views').nextElementSibling?.textContent).toBe('18');
    expect(within(totals).getByText('WhatsApp taps').nextElementSibling?.textContent).toBe('2');
    expect(within(totals).getByText('Quote requests').nextElementSibling?.textContent).toBe('1');
    expect(within(totals).getByText('Enquiry rate').nextElementSibling?.textContent).toBe('16.7%');
    expect(within(totals).getByText('Searches').nextElementSibling?.textContent).toBe('5 (3 found nothing)');
    const viewed = screen.getByRole('region', { name: 'Most viewed designs' });
    expect(
      within(viewed)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Royal Invite', '/list/d0000001-0000-4000-8000-000000000000'],
      ['Golden Trophy', '/list/d0000002-0000-4000-8000-000000000000'],
    ]);
    const enquired = screen.getByRole('region', { name: 'Most enquired designs' });
    expect(within(enquired).getAllByRole('link')[0]!.textContent).toBe('Golden Trophy');
    expect(within(enquired).getAllByRole('listitem')[0]!.textContent).toContain('2enquiries · 4 views');
    const empty = screen.getByRole('region', { name: 'Searches that found nothing' });
    expect(textsOf(empty, 'listitem')).toEqual(['“silver cup”2 times', '“peacock”once']);
    // The chart gets every day: x, then views, WhatsApp taps and quote requests.
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]!.data.map((line) => line.length)).toEqual([7, 7, 7, 7]);
    expect(drawn[0]!.data[1]!.at(-1)).toBe(12);
    expect(screen.getByRole('img', { name: /Day by day from 1 Nov to 7 Nov: 18 views, 2 whatsapp taps, 1 quote requests/ })).toBeTruthy();
  });

  it('switches to 30 days', async () => {
    const fetch = stubAdminApi({ '/api/insights?days=7': insights(7), '/api/insights?days=30': insights(30) });
    drawn.length = 0;
    renderWithApp(<InsightsAdminPage />);
    await screen.findByLabelText('Totals');
    fireEvent.click(screen.getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(within(screen.getByLabelText('Totals')).getByText('Views').nextElementSibling?.textContent).toBe('41'));
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(fetch.mock.calls.map(([url]) => url)).toContain('/api/insights?days=30');
    await waitFor(() => expect(drawn.at(-1)!.data[0]).toHaveLength(30));
  });

  it('says so when nothing was counted yet, and offers to try again when the figures cannot load', async () => {
    const none = insights(7, { topViewed: [], topEnquired: [], emptySearches: [] });
    let fail = true;
    stubAdminApi({}, (url) => (url === '/api/insights?days=7' ? (fail ? json(500, { message: 'Internal Server Error' }) : json(200, none)) : undefined));
    renderWithApp(<InsightsAdminPage />);
    expect(await screen.findByText('Could not load the figures.', {}, { timeout: 4000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No design was viewed in this period yet.')).toBeTruthy();
    expect(screen.getByText('No enquiries in this period yet.')).toBeTruthy();
    expect(screen.getByText('Every search found something.')).toBeTruthy();
  });
});
