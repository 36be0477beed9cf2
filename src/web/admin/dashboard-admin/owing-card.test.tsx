import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, stubAdminApi } from '../components/screen-testing.tsx';
import { renderWithApp } from '../../test-support/render.tsx';
import { OwingCard } from './owing-card.tsx';

const owing = (name: string, balance: string, oldestDueDays: number | null) => ({
  id: `b000000${name.length}-0000-5000-8000-000000000000`,
  name,
  phone: '+919822000001',
  gstin: null,
  lang: 'en',
  jobs: 1,
  billed: balance,
  paid: '0',
  balance,
  advance: '0',
  oldestDueDays,
});

describe('Who owes', () => {
  it('lists the largest balances with the oldest bill’s age, each opening the account, and leads to all customers', async () => {
    const fetch = stubAdminApi({}, (url) =>
      url === '/api/customers?sort=owing&limit=5'
        ? json(200, { success: true, result: [owing('Meena', '6000.50', 100), owing('Ravi Kumar', '1', 0), owing('Paid', '0', null)] })
        : undefined,
    );
    const onOpen = vi.fn();
    renderWithApp(<OwingCard onOpen={onOpen} />);
    const card = await screen.findByRole('region', { name: 'Who owes' });
    const links = within(card).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Meena₹6,000.50 dueOldest bill due 100 days', 'Ravi Kumar₹1 dueOldest bill due today']);
    expect(links[0]).toHaveAttribute('href', '/admin/customers/b0000005-0000-5000-8000-000000000000');
    fireEvent.click(within(card).getByRole('button', { name: 'See all customers' }));
    expect(onOpen).toHaveBeenCalled();
    expect(fetch).toHaveBeenCalled();
  });

  it('shows nothing when nobody owes', async () => {
    const fetch = stubAdminApi({}, (url) => (url.startsWith('/api/customers') ? json(200, { success: true, result: [owing('Paid', '0', null)] }) : undefined));
    renderWithApp(<OwingCard onOpen={() => {}} />);
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).startsWith('/api/customers'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Who owes' })).toBeNull();
  });
});
