import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteConfigQuery } from '../lib/queries.ts';
import { listingQuery } from '../lib/listing-query.ts';
import { image, listing } from '../../test-support/listing-samples.ts';
import { renderWithApp, stubFetch, stubPendingFetch } from '../../test-support/render.tsx';
import { site } from '../../test-support/samples.ts';
import ListingDetailPage from './listing-detail-page.tsx';

const ID = '00000000-0000-4000-8000-000000000000';
const page = (
  <Routes>
    <Route path="listing/:id" element={<ListingDetailPage />} />
  </Routes>
);

describe('ListingDetailPage', () => {
  it('shows the title, description, price per piece in rupees, location and all images', () => {
    const item = listing(1, {
      title: 'Lotus card',
      description: 'Hand-made paper.',
      price: '1200',
      location: 'Gondia',
      images: [image(1), image(2), image(3)],
    });
    renderWithApp(page, {
      path: `/listing/${item._id}`,
      data: [
        [siteConfigQuery, site],
        [listingQuery(item._id), item],
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Lotus card' })).toBeInTheDocument();
    expect(screen.getByText('Hand-made paper.')).toBeInTheDocument();
    expect(screen.getByText('₹1,200').parentElement).toHaveTextContent('Price: ₹1,200/ piece');
    expect(screen.queryByText(/USD/)).toBeNull();
    expect(screen.getByText('Gondia').parentElement).toHaveTextContent('Location: Gondia');
    expect(screen.getAllByRole('button', { name: /^Show image/ })).toHaveLength(3);
  });

  it('shows Loading... while fetching', () => {
    stubPendingFetch();
    renderWithApp(page, { path: `/listing/${ID}`, data: [[siteConfigQuery, site]] });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('says "Listing not found" for an unknown id instead of loading forever', async () => {
    stubFetch(404, { message: 'Listing not found' });
    renderWithApp(page, { path: `/listing/${ID}`, data: [[siteConfigQuery, site]] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Listing not found' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('says so when the call fails', async () => {
    stubFetch(500, { message: 'Internal Server Error' });
    renderWithApp(page, { path: `/listing/${ID}`, data: [[siteConfigQuery, site]] });
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Failed to load this listing. Please try again later.');
  });
});
