import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfigQuery } from '../lib/queries.ts';
import { renderWithApp, stubPendingFetch } from '../../test-support/render.tsx';
import { site } from '../../test-support/samples.ts';
import { Footer } from './footer.tsx';
import { SocialStrip } from './social-strip.tsx';

const year = new Date().getFullYear();

describe('Footer', () => {
  it('shows Loading... for the business name while the configuration loads', () => {
    const fetch = stubPendingFetch();
    renderWithApp(<Footer />);
    expect(screen.getByRole('heading', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.getByText(`© ${year} Loading.... All rights reserved.`)).toBeInTheDocument();
    return expect.poll(() => fetch.mock.calls[0]?.[0]).toBe('/api/confi/GetConfiList');
  });

  it('shows quick links, contact details, address and the copyright line', () => {
    renderWithApp(<Footer />, { data: [[siteConfigQuery, site]] });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/allCategories');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute('href', 'tel:+919800000001');
    expect(screen.getByText(site.address)).toBeInTheDocument();
    expect(screen.getByText(`© ${year} Sharma Printers. All rights reserved.`)).toBeInTheDocument();
  });

  it('says N/A for a missing email or phone, and keeps the address empty', () => {
    renderWithApp(<Footer />, { data: [[siteConfigQuery, { ...site, email: '', phone: '', address: '' }]] });
    expect(screen.getByText('Email: N/A')).toBeInTheDocument();
    expect(screen.getByText('Phone: N/A')).toBeInTheDocument();
  });
});

describe('SocialStrip', () => {
  it('links only the web addresses among the social links', () => {
    renderWithApp(<SocialStrip />, { data: [[siteConfigQuery, site]] });
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', site.fb);
    // twitter holds "javascript:..." here: never a link.
    expect(screen.queryByRole('link', { name: 'Twitter' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('is hidden when the shop has no social links', () => {
    renderWithApp(<SocialStrip />, { data: [[siteConfigQuery, { ...site, fb: '', twitter: '' }]] });
    expect(screen.queryByRole('navigation', { name: 'Social media' })).toBeNull();
  });
});
