import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteConfigQuery } from '../lib/queries.ts';
import { renderWithApp } from '../../test-support/render.tsx';
import { site } from '../../test-support/samples.ts';
import SocialMediaPage from './social-media-page.tsx';

describe('SocialMediaPage', () => {
  it('links the web addresses only, in a new tab without an opener; empty ones are hidden', () => {
    renderWithApp(<SocialMediaPage />, { data: [[siteConfigQuery, { ...site, linkedIn: 'https://www.linkedin.com/company/sharma/' }]] });
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([site.fb, 'https://www.linkedin.com/company/sharma/']);
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveTextContent('linkedin.com/company/sharma');
    expect(screen.queryByRole('link', { name: /Twitter/ })).toBeNull();
  });

  it('says so when the shop has none', () => {
    renderWithApp(<SocialMediaPage />, { data: [[siteConfigQuery, { ...site, fb: '', twitter: '' }]] });
    expect(screen.getByText('Sharma Printers has no social media links yet.')).toBeInTheDocument();
  });
});
