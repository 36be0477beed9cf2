import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { categoriesQuery } from '../lib/queries.ts';
import { renderWithApp, stubFetch, stubPendingFetch } from '../../test-support/render.tsx';
import { category } from '../../test-support/samples.ts';
import { CategoryGrid } from './category-grid.tsx';

describe('CategoryGrid', () => {
  it('shows 4 placeholders while loading', () => {
    stubPendingFetch();
    renderWithApp(<CategoryGrid />);
    expect(screen.getByRole('list', { name: 'Loading categories' }).children).toHaveLength(4);
  });

  it('says "Failed to load categories." when the call fails', async () => {
    stubFetch(500, { message: 'Internal Server Error' });
    renderWithApp(<CategoryGrid />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load categories.');
  });

  it('says "No categories found." when there are none', async () => {
    const fetch = stubFetch(200, []);
    renderWithApp(<CategoryGrid />);
    expect(await screen.findByText('No categories found.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/categories', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('shows each image (responsive variants) or "No Image", and opens /subcategory/{uuid}', async () => {
    const wedding = category('Wedding Cards', 1);
    const trophies = category('Trophies', 2, '');
    renderWithApp(<CategoryGrid />, { data: [[categoriesQuery, [wedding, trophies]]] });
    const link = screen.getByRole('link', { name: 'Wedding Cards' });
    expect(link).toHaveAttribute('href', `/subcategory/${wedding.category_uuid}`);
    const source = link.querySelector('source[type="image/avif"]');
    expect(source?.getAttribute('srcset')).toContain(`/media/${'1'.padStart(32, 'a')}-320.avif 320w`);
    expect(screen.getByRole('link', { name: 'No Image Trophies' })).toBeInTheDocument();

    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(`/subcategory/${wedding.category_uuid}`);
  });

  it('opens a category with Space as well as Enter', async () => {
    const wedding = category('Wedding Cards', 1);
    const trophies = category('Trophies', 2);
    renderWithApp(<CategoryGrid />, { data: [[categoriesQuery, [wedding, trophies]]] });
    const user = userEvent.setup();
    screen.getByRole('link', { name: 'Trophies' }).focus();
    await user.keyboard(' ');
    expect(screen.getByTestId('location')).toHaveTextContent(`/subcategory/${trophies.category_uuid}`);
  });
});
