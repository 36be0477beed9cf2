import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GalleryImage } from '../../../contract/catalogue.ts';
import { listing } from '../../test-support/listing-samples.ts';
import { renderWithApp, stubFetch } from '../../test-support/render.tsx';
import StoryPage from './story-page.tsx';
import { fallbackQuery } from './story-queries.ts';

const galleryImage = (n: number, title: string): GalleryImage => ({
  _id: `b1000000-0000-4000-8000-00000000000${n}`,
  url: `/media/${String(n).padStart(32, 'f')}.jpg`,
  title,
  category: '',
  subcategory: '',
  price: '',
  instagramUrl: '',
  size: '',
  religions: '',
  seoTitle: '',
  seoDescription: '',
  seoKeywords: '',
  createdAt: '2025-01-01T00:00:00.000Z',
});
const listings = [listing(1, { title: 'Lotus card', images: ['/media/' + 'a'.repeat(32) + '.jpg'] }), listing(2, { title: 'Bare card', images: [] })];

describe('Story page', () => {
  it("shows the gallery's images with a progress bar each, the hint and a way out", async () => {
    const fetch = stubFetch(200, [galleryImage(1, 'Haldi invite'), galleryImage(2, 'Mehndi invite')]);
    renderWithApp(<StoryPage />, { data: [[fallbackQuery, listings]] });
    expect(screen.getByText('Loading...')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('img', { name: 'Haldi invite' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/images', expect.anything());
    expect(screen.getAllByTestId('story-progress')).toHaveLength(2);
    expect(screen.getByText('Tap to pause/play, swipe to navigate')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close stories' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Haldi invite (image 1 of 2)');
  });

  it("falls back to the listings' first images when the gallery is empty", async () => {
    stubFetch(200, []);
    renderWithApp(<StoryPage />, { data: [[fallbackQuery, listings]] });
    expect(await screen.findByRole('img', { name: 'Lotus card' })).toBeInTheDocument();
    expect(screen.getAllByTestId('story-progress')).toHaveLength(1);
  });

  it('falls back to the listings when the gallery cannot be read', async () => {
    stubFetch(500, { message: 'Internal Server Error' });
    renderWithApp(<StoryPage />, { data: [[fallbackQuery, listings]] });
    expect(await screen.findByRole('img', { name: 'Lotus card' })).toBeInTheDocument();
  });

  it('says there is nothing to show when the shop has no images at all', async () => {
    stubFetch(200, []);
    renderWithApp(<StoryPage />, { data: [[fallbackQuery, []]] });
    expect(await screen.findByRole('heading', { name: 'No stories yet.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
