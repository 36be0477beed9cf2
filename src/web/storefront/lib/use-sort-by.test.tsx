import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { SORT_STORAGE_KEY, useSortBy } from './use-sort-by.ts';

function Probe() {
  const [sort, setSort] = useSortBy();
  return (
    <button type="button" onClick={() => setSort('price-desc')}>
      sort:{sort}
    </button>
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('useSortBy', () => {
  it('renders the default first (as the server does), then the stored choice', () => {
    localStorage.setItem(SORT_STORAGE_KEY, 'price-asc');
    expect(renderToString(<Probe />)).toBe('<button type="button">sort:</button>');
    render(<Probe />);
    expect(screen.getByRole('button')).toHaveTextContent('sort:price-asc');
  });

  it('ignores a stored value that is not a sort', () => {
    localStorage.setItem(SORT_STORAGE_KEY, 'cheapest-first');
    render(<Probe />);
    expect(screen.getByRole('button')).toHaveTextContent(/^sort:$/);
  });

  it('remembers a new choice under sortBy', () => {
    render(<Probe />);
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('sort:price-desc');
    expect(localStorage.getItem('sortBy')).toBe('price-desc');
  });
});
