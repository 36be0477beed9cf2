import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { siteConfigQuery } from '../lib/queries.ts';
import { contextMenuRefused } from '../../test-support/events.ts';
import { listing } from '../../test-support/listing-samples.ts';
import { renderWithApp } from '../../test-support/render.tsx';
import { site } from '../../test-support/samples.ts';
import { galleryQuery } from './gallery-filter.ts';
import GalleryPage from './gallery-page.tsx';

const listings = [
  listing(1, { title: 'Red Nikah card', categoryName: 'Wedding Cards' }),
  listing(2, { title: 'Balloon party', categoryName: 'Birthday Invitations' }),
  listing(3, { title: 'Griha pravesh', categoryName: 'Vastu & Griha Pravesh' }),
  listing(4, { title: 'Ribbon cutting', categoryName: 'Shop Opening' }),
  listing(5, { title: 'No picture', categoryName: 'Wedding Cards', images: [] }),
];
const render = () =>
  renderWithApp(<GalleryPage />, {
    data: [
      [galleryQuery, listings],
      [siteConfigQuery, site],
    ],
  });
const shownImages = () => screen.queryAllByRole('img').map((img) => img.getAttribute('alt'));

describe('Gallery page', () => {
  it('has the brand and a WhatsApp enquiry link to the configured phone', () => {
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Sharma Printers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enquire on WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/919800000001\?text=Hello%20Sharma%20Printers/),
    );
  });

  it('starts at All (images of listings that have one), and a chip keeps the categories whose name has its word', async () => {
    const user = userEvent.setup();
    render();
    const chips = within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['All', 'Wedding', 'Birthday', 'Vastu', 'Opening']);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(shownImages()).toEqual(['Red Nikah card', 'Balloon party', 'Griha pravesh', 'Ribbon cutting']);

    await user.click(screen.getByRole('button', { name: 'Vastu' }));
    expect(screen.getByRole('button', { name: 'Vastu' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(shownImages()).toEqual(['Griha pravesh']);
    await user.click(screen.getByRole('button', { name: 'Opening' }));
    expect(shownImages()).toEqual(['Ribbon cutting']);
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(shownImages()).toHaveLength(4);
  });

  it('counts likes on this screen, one per click, per image', async () => {
    const user = userEvent.setup();
    render();
    const like = screen.getByRole('button', { name: 'Like Balloon party' });
    const count = () => within(like.parentElement!).getByTestId('like-count');
    expect(count()).toHaveTextContent('0');
    await user.click(like);
    await user.click(like);
    expect(count()).toHaveTextContent('2');
    expect(within(screen.getByRole('button', { name: 'Like Red Nikah card' }).parentElement!).getByTestId('like-count')).toHaveTextContent('0');
  });

  it('has the bottom bar, where only Messages is a link (to the WhatsApp chat)', () => {
    render();
    const bar = screen.getByRole('navigation', { name: 'Gallery bar' });
    expect(bar).toHaveTextContent(/Home.*Search.*Add.*Messages.*Profile/);
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Messages']);
    expect(within(bar).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/919800000001/));
    expect(within(bar).queryAllByRole('button')).toEqual([]);
  });

  it('refuses the context menu on images only', () => {
    render();
    expect(contextMenuRefused(screen.getByRole('img', { name: 'Balloon party' }))).toBe(true);
    expect(contextMenuRefused(screen.getByRole('button', { name: 'Wedding' }))).toBe(false);
  });

  it('says so when a chip has no images', async () => {
    renderWithApp(<GalleryPage />, {
      data: [
        [galleryQuery, [listings[0]!]],
        [siteConfigQuery, site],
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Birthday' }));
    expect(screen.getByText('No images found.')).toBeInTheDocument();
  });
});
