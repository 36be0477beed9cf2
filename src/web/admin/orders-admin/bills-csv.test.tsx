import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BILLING_SETTINGS, type GstMode } from '../../../contract/billing-settings.ts';
import { stubAdminApi } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import { BILLS_TEXTS, BillsCsv } from './bills-csv.tsx';

// 28 Nov 2026, 20:00 UTC: already 29 Nov in India; 31 Dec 19:00 UTC is January there.
const NOW = Date.parse('2026-11-28T20:00:00.000Z');
const shop = (gstMode: GstMode) => stubAdminApi({ '/api/settings/billing': { ...DEFAULT_BILLING_SETTINGS, gstMode, saved: true } });
const month = () => screen.getByLabelText('Bills of the month');

describe('Bills of the month', () => {
  it('downloads the month’s GSTR-1 JSON beside the CSV in a shop under regular GST, for the month picked', async () => {
    shop('regular');
    renderWithApp(<BillsCsv now={NOW} />);
    const gstr1 = await screen.findByRole('link', { name: BILLS_TEXTS.gstr1 });
    expect(gstr1.getAttribute('href')).toBe('/api/gst/gstr1.json?month=2026-11');
    expect(gstr1.hasAttribute('download')).toBe(true);
    expect(screen.getByText(BILLS_TEXTS.gstr1Hint)).toBeTruthy();
    expect(gstr1.getAttribute('aria-describedby')).toBe(screen.getByText(BILLS_TEXTS.gstr1Hint).id);

    fireEvent.change(month(), { target: { value: '2026-10' } });
    expect(gstr1.getAttribute('href')).toBe('/api/gst/gstr1.json?month=2026-10');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe('/api/invoices.csv?month=2026-10');
  });

  it('offers no download for a month before GST began or no month at all', async () => {
    shop('regular');
    renderWithApp(<BillsCsv now={Date.parse('2026-12-31T19:00:00.000Z')} />);
    const gstr1 = await screen.findByRole('link', { name: BILLS_TEXTS.gstr1 });
    expect(gstr1.getAttribute('href')).toBe('/api/gst/gstr1.json?month=2027-01');
    for (const value of ['2017-06', '']) {
      fireEvent.change(month(), { target: { value } });
      expect([value, gstr1.getAttribute('href'), gstr1.getAttribute('aria-disabled')]).toEqual([value, null, 'true']);
    }
  });

  it('says GSTR-1 is for regular GST in a shop under composition or without GST, and offers the CSV alone', async () => {
    for (const mode of ['composition', 'none'] as const) {
      shop(mode);
      const { unmount } = renderWithApp(<BillsCsv now={NOW} />);
      expect(await screen.findByText(BILLS_TEXTS.notRegular)).toBeTruthy();
      expect(screen.queryByRole('link', { name: BILLS_TEXTS.gstr1 })).toBeNull();
      expect(screen.getByRole('link', { name: 'Download CSV' })).toBeTruthy();
      unmount();
    }
  });
});
