import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../../../contract/catalogue.ts';
import { bannersQuery } from '../lib/queries.ts';
import { renderWithApp } from '../../test-support/render.tsx';
import { AUTOPLAY_MS, BannerCarousel, LIVE_AFTER_MS } from './banner-carousel.tsx';

const banner = (n: number): Banner => ({
  _id: `b000000${n}-0000-4000-8000-000000000000`,
  banner_uuid: `b000000${n}-0000-4000-8000-000000000000`,
  name: `Offer ${n}`,
  imageUrl: `/media/${String(n).padStart(32, 'b')}.jpg`,
  altText: n === 1 ? 'Diwali offer' : '',
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('BannerCarousel', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo = vi.fn();
    HTMLElement.prototype.scrollTo = scrollTo as never;
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    // A 360 px wide track.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the first banner at once and the rest 1.5 s later, lazily, each with its alt text or name', () => {
    renderWithApp(<BannerCarousel />, { data: [[bannersQuery, [banner(1), banner(2)]]] });
    expect(screen.getByRole('img', { name: 'Diwali offer' })).not.toHaveAttribute('loading');
    // Not yet: the page's own pictures come first.
    expect(screen.queryByRole('img', { name: 'Offer 2' })).toBeNull();
    act(() => void vi.advanceTimersByTime(LIVE_AFTER_MS));
    expect(screen.getByRole('img', { name: 'Offer 2' })).toHaveAttribute('loading', 'lazy');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('moves on every 3 seconds and wraps from the last banner to the first', () => {
    renderWithApp(<BannerCarousel />, { data: [[bannersQuery, [banner(1), banner(2), banner(3)]]] });
    act(() => void vi.advanceTimersByTime(LIVE_AFTER_MS));
    act(() => void vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 360, behavior: 'smooth' });

    // The track reports where it scrolled to; from the last banner autoplay goes back to the first.
    const track = screen.getAllByRole('listitem')[0]!.parentElement!;
    Object.defineProperty(track, 'scrollLeft', { configurable: true, value: 720 });
    fireEvent.scroll(track);
    expect(screen.getByRole('button', { name: 'Show banner 3' })).toHaveAttribute('aria-current', 'true');
    act(() => void vi.advanceTimersByTime(AUTOPLAY_MS));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
  });

  it('goes to the banner of a pagination dot', () => {
    renderWithApp(<BannerCarousel />, { data: [[bannersQuery, [banner(1), banner(2), banner(3)]]] });
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 720, behavior: 'smooth' });
  });

  it('holds still while the pointer is on it', () => {
    renderWithApp(<BannerCarousel />, { data: [[bannersQuery, [banner(1), banner(2)]]] });
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Banners' }));
    act(() => void vi.advanceTimersByTime(LIVE_AFTER_MS));
    act(() => void vi.advanceTimersByTime(AUTOPLAY_MS * 2));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('shows nothing when there are no banners', () => {
    const { container } = renderWithApp(<BannerCarousel />, { data: [[bannersQuery, []]] });
    expect(container.querySelector('section')).toBeNull();
  });
});
