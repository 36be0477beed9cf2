import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test-support/render.tsx';
import { logoSrc, ResponsiveImage } from './responsive-image.tsx';

const hash = '0123456789abcdef0123456789abcdef';

describe('ResponsiveImage', () => {
  it('offers the AVIF and WebP variants of a stored image, lazily, with its size', () => {
    const { container } = render(<ResponsiveImage src={`/media/${hash}.jpg`} alt="A card" width={640} height={480} sizes="50vw" />);
    const [avif, webp] = container.querySelectorAll('picture > source');
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute('srcset', `/media/${hash}-320.avif 320w, /media/${hash}-640.avif 640w, /media/${hash}-1280.avif 1280w`);
    expect(avif).toHaveAttribute('sizes', '50vw');
    expect(webp).toHaveAttribute('srcset', expect.stringContaining(`/media/${hash}-1280.webp 1280w`));
    const img = screen.getByRole('img', { name: 'A card' });
    expect(img).toHaveAttribute('src', `/media/${hash}.jpg`);
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '480');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads an image above the fold at once, with high priority', () => {
    render(<ResponsiveImage src={`/media/${hash}.png`} alt="Banner" width={1280} height={560} sizes="100vw" eager />);
    const img = screen.getByRole('img', { name: 'Banner' });
    expect(img).not.toHaveAttribute('loading');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the fallback image when the image fails to load', () => {
    const { container } = render(
      <ResponsiveImage src={`/media/${hash}.jpg`} alt="Banner" width={1280} height={560} sizes="100vw" fallback="/fallback-image.jpg" />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Banner' }));
    expect(screen.getByRole('img', { name: 'Banner' })).toHaveAttribute('src', '/fallback-image.jpg');
    expect(container.querySelector('source')).toBeNull();
  });

  it('leaves other addresses alone', () => {
    const { container } = render(<ResponsiveImage src="/default-logo.png" alt="" width={40} height={40} sizes="40px" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(logoSrc(`/media/${hash}.webp`, 128)).toBe(`/media/logo/${hash}-128.webp`);
    expect(logoSrc(`/media/${hash}.png`, 256)).toBe(`/media/logo/${hash}-256.webp`);
    expect(logoSrc('/default-logo.png', 128)).toBe('/default-logo.png');
  });
});
