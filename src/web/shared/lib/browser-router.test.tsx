import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Link as PackageLink, MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test-support/render.tsx';
import { Link } from './browser-router.tsx';

const TEXT = 'शादी के कार्ड <b>"&';

describe("the browser build's Link", () => {
  it("draws the same markup as react-router's own Link (hydration matches the server's)", () => {
    for (const props of [
      { to: '/list/abc?q=कार्ड', className: 'x', 'aria-label': TEXT },
      { to: '/contact', reloadDocument: true },
      { to: 'https://wa.me/911234567890?text=%3Cb%3E', target: '_blank', rel: 'noopener' },
      { to: { pathname: '/products/discounted', search: '?sort=newest' } },
    ]) {
      const ours = renderToString(
        <MemoryRouter initialEntries={['/']}>
          <Link {...props}>{TEXT}</Link>
        </MemoryRouter>,
      );
      const theirs = renderToString(
        <MemoryRouter initialEntries={['/']}>
          <PackageLink {...props}>{TEXT}</PackageLink>
        </MemoryRouter>,
      );
      expect(ours).toBe(theirs);
    }
  });

  it('opens the page in the app, after its own onClick', async () => {
    const onClick = vi.fn();
    renderWithApp(
      <Link to="/subcategory/शादी" onClick={onClick}>
        {TEXT}
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: TEXT }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/subcategory/शादी');
  });

  it('stays put when its onClick prevents the default', async () => {
    renderWithApp(
      <Link to="/contact" onClick={(event) => event.preventDefault()}>
        {TEXT}
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: TEXT }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
