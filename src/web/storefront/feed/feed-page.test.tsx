import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from '../../../contract/catalogue.ts';
import { categoriesQuery, siteConfigQuery, type ApiQuery } from '../lib/queries.ts';
import { SAVED_POSTS_KEY } from '../lib/saved-posts.ts';
import { listing as sample } from '../../test-support/listing-samples.ts';
import { renderWithApp, stubFetch, stubPendingFetch } from '../../test-support/render.tsx';
import { category, site } from '../../test-support/samples.ts';
import { chipLabel } from './category-chips.tsx';
import FeedPage from './feed-page.tsx';
import { feedQuery } from './feed-queries.ts';

const listing = (n: number, extra: Partial<Listing> = {}): Listing =>
  sample(n, { title: `Royal card ${n}`, price: '123456', categoryName: 'Wedding', ...extra });

const categories = [category('Wedding Invitations', 1), category('Trophies', 2)];
const data = (listings: Listing[]): [ApiQuery, unknown][] => [
  [siteConfigQuery, site],
  [categoriesQuery, categories],
  [feedQuery, listings],
];
const post = (title: string) => screen.getByRole('article', { name: title });

describe('FeedPage', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    localStorage.clear();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the shop name, a WhatsApp link, chips of 8 characters and the posts with rupee prices', () => {
    renderWithApp(<FeedPage />, { data: data([listing(1, { discountPrice: '999' }), listing(2)]) });
    expect(screen.getByRole('heading', { level: 1, name: site.name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enquire on WhatsApp' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/919800000001\?text=/));
    const chip = screen.getByRole('button', { name: 'Wedding Invitations' });
    expect(chip).toHaveTextContent('WWedding');
    expect(chipLabel('Wedding Invitations')).toBe('Wedding ');
    expect(within(post('Royal card 1')).getByText('₹999')).toBeInTheDocument();
    expect(within(post('Royal card 2')).getByText('₹1,23,456')).toBeInTheDocument();
    expect(within(post('Royal card 2')).getByRole('link', { name: 'Royal card 2' })).toHaveAttribute('href', `/list/${listing(2)._id}`);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('img', { name: 'Search (not available)' })).toBeInTheDocument();
  });

  it('toggles a like between 0 and 1 and a bookmark, and stores both in savedPosts', async () => {
    renderWithApp(<FeedPage />, { data: data([listing(1)]) });
    const user = userEvent.setup();
    const like = within(post('Royal card 1')).getByRole('button', { name: 'Like Royal card 1' });
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(within(post('Royal card 1')).getByText('1 like')).toBeInTheDocument();
    await user.click(within(post('Royal card 1')).getByRole('button', { name: 'Bookmark Royal card 1' }));
    expect(JSON.parse(localStorage.getItem(SAVED_POSTS_KEY)!)).toEqual({ [listing(1)._id]: { likes: 1, bookmarked: true } });
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(within(post('Royal card 1')).getByText('0 likes')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SAVED_POSTS_KEY)!)).toEqual({ [listing(1)._id]: { likes: 0, bookmarked: true } });
  });

  it('reads savedPosts after rendering, and ignores a malformed value with a warning', async () => {
    localStorage.setItem(SAVED_POSTS_KEY, JSON.stringify({ [listing(1)._id]: { likes: 1, bookmarked: true } }));
    renderWithApp(<FeedPage />, { data: data([listing(1)]) });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bookmark Royal card 1' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Like Royal card 1' })).toHaveAttribute('aria-pressed', 'true');

    localStorage.setItem(SAVED_POSTS_KEY, '{broken');
    renderWithApp(<FeedPage />, { data: data([listing(3)]) });
    expect(await screen.findByText('0 likes')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('alerts the spec text when the browser cannot share', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    renderWithApp(<FeedPage />, { data: data([listing(1)]) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Share Royal card 1' }));
    expect(alert).toHaveBeenCalledWith('Sharing is not supported in this browser.');
  });

  it('shares the title and the absolute link of the item where it can', async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share });
    renderWithApp(<FeedPage />, { data: data([listing(1)]) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Share Royal card 1' }));
    expect(share).toHaveBeenCalledWith({ title: 'Royal card 1', text: 'Royal card 1 — ₹1,23,456', url: `${location.origin}/list/${listing(1)._id}` });
  });

  it('a chip selects its category (the feed asks for it), a second click clears it', async () => {
    const fetch = stubFetch(200, [listing(4, { title: 'Gold trophy' })]);
    renderWithApp(<FeedPage />, { data: data([listing(1)]) });
    const user = userEvent.setup();
    const chip = screen.getByRole('button', { name: 'Trophies' });
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('article', { name: 'Gold trophy' })).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/listings?category=${categories[1]!.category_uuid}&limit=12`);
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    // Back to the server-rendered feed, from the cache.
    expect(await screen.findByRole('article', { name: 'Royal card 1' })).toBeInTheDocument();
  });

  it('shows Loading..., then the spec error text when the listings cannot be fetched', async () => {
    stubPendingFetch();
    const pending = renderWithApp(<FeedPage />, { data: [[siteConfigQuery, site]] });
    expect(screen.getByText('Loading...')).toHaveAttribute('role', 'status');
    pending.unmount();

    stubFetch(500, { message: 'boom' });
    const { client } = renderWithApp(<FeedPage />, { data: [[siteConfigQuery, site]] });
    client.setDefaultOptions({ queries: { retry: false } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch listings. Please try again later.');
  });

  it('says so when there is nothing to show', () => {
    renderWithApp(<FeedPage />, { data: data([]) });
    expect(screen.getByText('No cards found.')).toBeInTheDocument();
  });
});
