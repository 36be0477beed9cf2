import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { categoriesQuery, siteConfigQuery } from '../lib/queries.ts';
import { listing, wedding } from '../../test-support/listing-samples.ts';
import { renderWithApp } from '../../test-support/render.tsx';
import { site } from '../../test-support/samples.ts';
import WeddingCardsPage from './wedding-cards-page.tsx';
import { catalogueQuery } from './wedding-cards-queries.ts';

const data: [typeof catalogueQuery | typeof categoriesQuery | typeof siteConfigQuery, unknown][] = [
  [catalogueQuery, [listing(1, { title: 'Royal Wedding Scroll' }), listing(2, { title: 'Golden Mandala' })]],
  [categoriesQuery, [wedding]],
  [siteConfigQuery, site],
];

let beacons: Blob[];
beforeEach(() => {
  beacons = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: vi.fn((url: string, body: Blob) => {
      expect(url).toBe('/api/counts');
      expect(body.type).toBe('application/json');
      beacons.push(body);
      return true;
    }),
  });
});

/** What the beacons sent so far carry. */
const sent = () => Promise.all(beacons.map(async (body) => JSON.parse(await body.text()) as unknown));

describe('counting the searches of the Wedding Cards page', () => {
  it('counts the finished text once, not each step typed towards it', async () => {
    const user = userEvent.setup();
    renderWithApp(<WeddingCardsPage />, { data });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Wedding');
    expect(await sent()).toEqual([]);
    await user.tab();
    expect(await sent()).toEqual([{ kind: 'search', text: 'Wedding', empty: false }]);
    // Back in the field and out again with the same text: still one search.
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.tab();
    expect(await sent()).toHaveLength(1);
  });

  it('says when a search found nothing; Enter and clearing the field each end a search', async () => {
    const user = userEvent.setup();
    renderWithApp(<WeddingCardsPage />, { data });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'peacock{Enter}');
    await user.clear(box);
    await user.type(box, 'golden');
    await user.clear(box);
    expect(await sent()).toEqual([
      { kind: 'search', text: 'peacock', empty: true },
      { kind: 'search', text: 'golden', empty: false },
    ]);
  });

  it('counts the search still in the field when the visitor leaves the page', async () => {
    const user = userEvent.setup();
    const page = renderWithApp(<WeddingCardsPage />, { data });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'mandala');
    page.unmount();
    expect(await sent()).toEqual([{ kind: 'search', text: 'mandala', empty: false }]);
  });
});
