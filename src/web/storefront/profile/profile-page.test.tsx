import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfigQuery } from '../lib/queries.ts';
import { renderWithApp } from '../../test-support/render.tsx';
import { site } from '../../test-support/samples.ts';
import { mapEmbedUrl, profileBio } from './profile-bio.ts';
import ProfilePage from './profile-page.tsx';
import { head } from './profile.server.ts';

const headFor = (config: typeof site | null) =>
  head({
    site: config,
    origin: 'https://shop.example',
    params: {},
    search: new URLSearchParams(),
    pathname: '/profile',
    data: () => undefined,
    failure: () => undefined,
  });

describe('ProfilePage', () => {
  it('shows the configured name, a bio built from it, the round logo, the copyright and the bottom navigation', async () => {
    renderWithApp(<ProfilePage />, { path: '/profile', data: [[siteConfigQuery, site]] });
    expect(screen.getByRole('heading', { level: 1, name: 'Sharma Printers' })).toBeInTheDocument();
    expect(screen.getByText('Sharma Printers — wedding & occasion cards, trophies and ID cards. 12 Station Road, Gondia')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sharma Printers logo' })).toHaveAttribute('src', '/media/logo/0123456789abcdef0123456789abcdef-256.webp');
    expect(screen.getByText(`© ${new Date().getFullYear()} Sharma Printers. All rights reserved.`)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Bottom navigation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    // The map arrives after the page has loaded, when its place is on screen.
    expect(screen.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('href', 'https://www.google.com/maps?q=12%20Station%20Road%2C%20Gondia');
  });

  it('falls back to the default logo without a configuration', () => {
    renderWithApp(<ProfilePage />, { data: [[siteConfigQuery, null]] });
    expect(screen.getByRole('img', { name: /logo$/ })).toHaveAttribute('src', '/default-logo.png');
  });

  it('embeds Google Maps for the address', () => {
    expect(mapEmbedUrl('12 Station Road, Gondia')).toBe('https://www.google.com/maps?q=12%20Station%20Road%2C%20Gondia&output=embed');
    expect(profileBio({ ...site, address: 'Line 1\n  Line 2' })).toMatch(/ID cards\. Line 1, Line 2$/);
  });

  it('describes the business for search engines from the configuration (LocalBusiness)', () => {
    const page = headFor(site);
    expect(page.title).toBe('Profile | Sharma Printers');
    expect(page.jsonLd).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Sharma Printers',
      telephone: site.phone,
      email: site.email,
      url: 'https://shop.example/',
      logo: 'https://shop.example/media/0123456789abcdef0123456789abcdef.png',
      address: { streetAddress: site.address },
    });
    expect(headFor(null).jsonLd).toBeUndefined();
  });
});
