import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicQuote } from '../../../contract/quotes.ts';
import { renderWithApp, stubFetch } from '../../test-support/render.tsx';
import { QuoteNames } from './quote-names.tsx';

// The Hindi build: every text comes from hi.ts.
vi.mock('../i18n/messages.ts', () => import('../i18n/hi.ts'));

const TOKEN = 'e'.repeat(32);

describe('QuoteNames in Hindi', () => {
  it('says everything in Hindi, with the zones’ Hindi names and the server’s Hindi problems', async () => {
    stubFetch(200, {
      zones: [
        { key: 'name', label: 'नाम', lang: 'hi', photo: false, required: true },
        // The owner wrote no Hindi name for this zone: it stays English, marked so.
        { key: 'roll', label: 'Roll No', lang: 'en', photo: false, required: false },
      ],
      version: 3,
      rows: [
        { row: 2, values: { name: 'क्षमा त्रिपाठी' }, photo: false },
        { row: 3, values: { name: '' }, photo: false },
      ],
      problems: [{ row: 3, field: 'name', problem: 'नाम खाली है।' }],
    });
    renderWithApp(<QuoteNames quote={{ token: TOKEN, stage: 'new', approvedAt: null, takesNames: true } as PublicQuote} />);
    expect(await screen.findByText('2 कार्ड, 1 कमी')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'अपनी नामों की सूची भेजें' })).toBeInTheDocument();
    const hint = screen.getByText(/पहली पंक्ति में कॉलम के नाम हों:/);
    expect(hint).toHaveTextContent('पहली पंक्ति में कॉलम के नाम हों: नाम, Roll No। फ़ोटो');
    expect(hint.querySelector('span[lang="en"]')).toHaveTextContent(/^Roll No$/);
    expect(hint.querySelectorAll('[lang]')).toHaveLength(1);
    expect(screen.getByText('पंक्ति 3').closest('li')).toHaveTextContent('नाम खाली है।');
    expect(screen.getByRole('link', { name: 'हर कार्ड देखें (PDF)' })).toHaveAttribute('href', `/api/quotes/${TOKEN}/records/proof.pdf`);
    expect(screen.getByRole('button', { name: 'सूची भेजें' })).toBeInTheDocument();
    expect(screen.getByText('ये कार्ड प्रूफ़ 3 हैं: इसे मंज़ूर करने से हर नाम मंज़ूर होगा।')).toBeInTheDocument();
  });
});
