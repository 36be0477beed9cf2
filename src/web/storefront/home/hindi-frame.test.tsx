import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bannersQuery, categoriesQuery, listingsQuery, siteConfigQuery } from '../lib/queries.ts';
import { renderWithApp } from '../../test-support/render.tsx';
import { category, site } from '../../test-support/samples.ts';
import { listing } from '../../test-support/listing-samples.ts';
import HomePage from './home-page.tsx';
import { FAVOURITES, NEW_ARRIVALS } from './home-queries.ts';
import { Footer } from '../components/footer.tsx';
import { Header } from '../components/header.tsx';

// The Hindi build: messages.ts is hi.ts (as WEB_LANG=hi resolves it).
vi.mock('../i18n/messages.ts', () => import('../i18n/hi.ts'));

/** The owner's Hindi for a record, as the API will carry it (issue 19, point 3). */
const withHindi = <T extends object>(record: T, hi: Record<string, string>) => ({ ...record, translations: { hi } });
const hindiSite = withHindi(site, { name: 'शर्मा प्रिंटर्स', address: 'मुख्य बाज़ार, पुणे' });

describe('the frame in Hindi', () => {
  it('names the shop in Hindi when the owner gave a Hindi name, and the menu speaks Hindi', async () => {
    renderWithApp(<Header />, { data: [[siteConfigQuery, hindiSite]] });
    const home = screen.getByRole('link', { name: 'शर्मा प्रिंटर्स, होम' });
    expect(home.querySelector('[lang]')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'उत्पाद' }));
    expect(screen.getByRole('link', { name: 'नए डिज़ाइन' })).toHaveAttribute('href', '/products/new-arrivals');
    expect(screen.getByRole('button', { name: 'मेन्यू' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
  });

  it('marks an English-only shop name lang="en" (a hostile one stays text)', () => {
    const name = '<b>Sharma & "Sons"</b>';
    renderWithApp(<Header />, { data: [[siteConfigQuery, { ...site, name }]] });
    expect(screen.getByText(name)).toHaveAttribute('lang', 'en');
  });

  it('writes the footer in Hindi, the owner’s name and address in Hindi', () => {
    renderWithApp(<Footer />, { data: [[siteConfigQuery, hindiSite]] });
    expect(screen.getByRole('heading', { name: 'ज़रूरी लिंक' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'श्रेणियाँ' })).toHaveAttribute('href', '/allCategories');
    expect(screen.getByRole('link', { name: 'संपर्क करें' })).toHaveAttribute('href', '/contact');
    expect(screen.getByText('मुख्य बाज़ार, पुणे')).not.toHaveAttribute('lang');
    expect(screen.getByRole('heading', { name: 'शर्मा प्रिंटर्स' })).not.toHaveAttribute('lang');
    expect(document.querySelector('.site-footer-copy')).toHaveTextContent(`© ${new Date().getFullYear()} शर्मा प्रिंटर्स. सर्वाधिकार सुरक्षित।`);
  });

  it('says उपलब्ध नहीं for a missing email or phone, and marks an English address', () => {
    renderWithApp(<Footer />, { data: [[siteConfigQuery, { ...site, email: '', phone: '' }]] });
    expect(screen.getByText('ईमेल: उपलब्ध नहीं')).toBeInTheDocument();
    expect(screen.getByText('फ़ोन: उपलब्ध नहीं')).toBeInTheDocument();
    expect(screen.getByText(site.address)).toHaveAttribute('lang', 'en');
  });
});

describe('the home page in Hindi', () => {
  it('titles its sections in Hindi; categories and cards show the owner’s Hindi, else English marked lang="en"', () => {
    const shaadi = withHindi(category('Wedding', 1), { name: 'शादी' });
    const trophies = category('Trophies', 2);
    const card = withHindi(listing(1, { title: 'Royal Red Card', favorite: '1' }), { title: 'शाही लाल निमंत्रण' });
    const plain = listing(2, { title: 'Golden Scroll' });
    renderWithApp(<HomePage />, {
      data: [
        [siteConfigQuery, hindiSite],
        [bannersQuery, []],
        [categoriesQuery, [shaadi, trophies]],
        [listingsQuery(FAVOURITES), [card]],
        [listingsQuery(NEW_ARRIVALS), [card, plain]],
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'शर्मा प्रिंटर्स' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'श्रेणियाँ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'पसंदीदा' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'नए डिज़ाइन' })).toBeInTheDocument();
    expect(screen.getByText('शादी')).not.toHaveAttribute('lang');
    expect(screen.getByText('Trophies')).toHaveAttribute('lang', 'en');
    expect(screen.getAllByText('शाही लाल निमंत्रण')).toHaveLength(2);
    expect(screen.queryByText('Royal Red Card')).toBeNull();
    const golden = screen.getByText('Golden Scroll');
    expect(golden).toHaveAttribute('lang', 'en');
    expect(within(golden.closest('a')!).getByText('₹1,500')).toBeInTheDocument();
  });
});
