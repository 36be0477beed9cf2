import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiQuery } from '../lib/queries.ts';
import { categoriesQuery, siteConfigQuery } from '../lib/queries.ts';
import { listing, subcategory, wedding } from '../../test-support/listing-samples.ts';
import { renderWithApp, stubFetch, stubPendingFetch } from '../../test-support/render.tsx';
import { category, site } from '../../test-support/samples.ts';
import CategoryPage from './category-page.tsx';
import { categoryListingsQuery, categorySubcategoriesQuery } from './category-queries.ts';

const hindu = subcategory('Hindu', 1);
const muslim = subcategory('Muslim', 2, '');
const sikh = subcategory('Sikh', 3);
const cards = [
  listing(1, { title: 'Red card', subcategory: 'Hindu', subcategory_uuid: hindu.subcategory_uuid }),
  listing(2, { title: 'Green card', subcategory: 'Muslim', subcategory_uuid: muslim.subcategory_uuid, price: '250', discountPrice: '199' }),
  listing(3, { title: 'Blue card', subcategory: 'Hindu', subcategory_uuid: hindu.subcategory_uuid }),
];

function renderCategory(id: string, data: [ApiQuery, unknown][], search = '') {
  return renderWithApp(
    <Routes>
      <Route path="subcategory/:id" element={<CategoryPage />} />
    </Routes>,
    { path: `/subcategory/${id}${search}`, data: [[siteConfigQuery, site], ...data] },
  );
}

const full = (items = cards): [ApiQuery, unknown][] => [
  [categoriesQuery, [wedding, category('Trophies', 2)]],
  [categorySubcategoriesQuery(wedding.category_uuid), [hindu, muslim, sikh]],
  [categoryListingsQuery(wedding.category_uuid), items],
];

const titles = () =>
  within(screen.getByRole('list', { name: 'Items' }))
    .getAllByRole('link')
    .map((a) => a.querySelector('.line-clamp-2')?.textContent);

describe('CategoryPage', () => {
  it("shows the category's subcategories (image or No Image) and all its items, each linking to its page", () => {
    renderCategory(wedding.category_uuid, full());
    expect(screen.getByRole('heading', { level: 1, name: 'Wedding Cards' })).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'Subcategories' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['Hindu', 'No ImageMuslim', 'Sikh']);
    expect(chips[0]!.querySelector('img')).toHaveAttribute('src', hindu.imageUrl);
    expect(titles()).toEqual(['Red card', 'Green card', 'Blue card']);
    expect(screen.getByRole('link', { name: /Green card/ })).toHaveAttribute('href', `/list/${cards[1]!._id}`);
    expect(screen.getByRole('link', { name: /Green card/ })).toHaveTextContent('₹199');
  });

  it('filters by the chosen subcategory (its uuid); choosing it again clears the filter', async () => {
    renderCategory(wedding.category_uuid, full());
    const user = userEvent.setup();
    const hinduChip = screen.getByRole('button', { name: 'Hindu' });
    await user.click(hinduChip);
    expect(hinduChip).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['Red card', 'Blue card']);
    expect(screen.getByTestId('location')).toHaveTextContent(`?sub=${hindu.subcategory_uuid}`);

    await user.click(screen.getByRole('button', { name: /Muslim/ }));
    expect(hinduChip).toHaveAttribute('aria-pressed', 'false');
    expect(titles()).toEqual(['Green card']);

    await user.click(screen.getByRole('button', { name: /Muslim/ }));
    expect(titles()).toEqual(['Red card', 'Green card', 'Blue card']);
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^/subcategory/${wedding.category_uuid}$`));
  });

  it('says No listings found in "{name}" when nothing matches', async () => {
    renderCategory(wedding.category_uuid, full());
    await userEvent.click(screen.getByRole('button', { name: 'Sikh' }));
    expect(screen.getByText('No listings found in "Sikh"')).toBeInTheDocument();
  });

  it('says No listings found in "{category name}" for a category without items', () => {
    renderCategory(wedding.category_uuid, full([]));
    expect(screen.getByText('No listings found in "Wedding Cards"')).toBeInTheDocument();
  });

  it('opens already filtered from ?sub=', () => {
    renderCategory(wedding.category_uuid, full(), `?sub=${muslim.subcategory_uuid}`);
    expect(screen.getByRole('button', { name: /Muslim/ })).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['Green card']);
  });

  it('shows an unknown category as empty: No listings found in "Selected Category"', () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    renderCategory(unknown, [
      [categoriesQuery, [wedding]],
      [categorySubcategoriesQuery(unknown), []],
      [categoryListingsQuery(unknown), []],
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByText('No listings found in "Selected Category"')).toBeInTheDocument();
  });

  it('does not ask for the listings of an id that is no uuid', () => {
    const fetch = stubFetch(200, []);
    renderCategory('not-a-uuid', [[categoriesQuery, [wedding]]]);
    expect(screen.getByText('No listings found in "Selected Category"')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows 6 placeholders while the items load, asking only for this category's items and subcategories", async () => {
    const fetch = stubPendingFetch();
    renderCategory(wedding.category_uuid, [[categoriesQuery, [wedding]]]);
    expect(screen.getByRole('list', { name: 'Loading listings' }).children).toHaveLength(6);
    await expect
      .poll(() =>
        fetch.mock.calls
          .map(([url]) => url)
          .filter((url) => url.includes(wedding.category_uuid))
          .sort(),
      )
      .toEqual([`/api/listings?category=${wedding.category_uuid}`, `/api/subcategories?categoryId=${wedding.category_uuid}`]);
  });

  it('says "Failed to load listings. Please try again later." when the call fails', async () => {
    stubFetch(500, { message: 'Internal Server Error' });
    renderCategory(wedding.category_uuid, [
      [categoriesQuery, [wedding]],
      [categorySubcategoriesQuery(wedding.category_uuid), []],
    ]);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Failed to load listings. Please try again later.');
  });
});
