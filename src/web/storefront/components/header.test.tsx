import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { siteConfigQuery } from '../lib/queries.ts';
import { renderWithApp, stubPendingFetch } from '../../test-support/render.tsx';
import { site } from '../../test-support/samples.ts';
import { Header } from './header.tsx';

const menuButton = (name: string) => screen.getByRole('button', { name });

describe('Header', () => {
  it('shows the shop name and its logo (a small variant), linking home', () => {
    renderWithApp(<Header />, { data: [[siteConfigQuery, site]] });
    const home = screen.getByRole('link', { name: 'Sharma Printers, home' });
    expect(home).toHaveAttribute('href', '/');
    expect(home.querySelector('img')).toHaveAttribute('src', '/media/logo/0123456789abcdef0123456789abcdef-128.webp');
    // 40 px wide: the 80 px variant on a 2× phone, 128 px from 3×.
    expect(home.querySelector('img')).toHaveAttribute(
      'srcset',
      '/media/logo/0123456789abcdef0123456789abcdef-80.webp 80w, /media/logo/0123456789abcdef0123456789abcdef-128.webp 128w',
    );
    expect(home.querySelector('img')).toHaveAttribute('sizes', '40px');
  });

  it('falls back to the default logo and an empty name without a configuration', () => {
    renderWithApp(<Header />, { data: [[siteConfigQuery, null]] });
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home.querySelector('img')).toHaveAttribute('src', '/default-logo.png');
    expect(home.querySelector('img')).not.toHaveAttribute('srcset');
    expect(home).toHaveTextContent(/^$/);
  });

  it('opens one dropdown at a time; the same label again closes it', async () => {
    stubPendingFetch();
    renderWithApp(<Header />);
    const user = userEvent.setup();
    await user.click(menuButton('Products'));
    expect(menuButton('Products')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'New Arrivals' })).toHaveAttribute('href', '/products/new-arrivals');
    expect(screen.getByRole('link', { name: 'Discounted' })).toHaveAttribute('href', '/products/discounted');

    await user.click(menuButton('About'));
    expect(menuButton('Products')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'New Arrivals' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/profile');

    await user.click(menuButton('About'));
    expect(screen.queryByRole('link', { name: 'Our Story' })).toBeNull();
  });

  it('closes on a press outside, on Escape (focus back on its label) and when a link is chosen', async () => {
    stubPendingFetch();
    renderWithApp(<Header />);
    const user = userEvent.setup();

    await user.click(menuButton('Services'));
    fireEvent.pointerDown(document.body);
    expect(menuButton('Services')).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton('Services'));
    await user.keyboard('{Escape}');
    expect(menuButton('Services')).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton('Services')).toHaveFocus();

    await user.click(menuButton('Contact'));
    await user.click(screen.getByRole('link', { name: 'Help Center' }));
    expect(menuButton('Contact')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('location')).toHaveTextContent('/contact');
  });

  it('works from the keyboard: Enter opens, Tab reaches the entries', async () => {
    stubPendingFetch();
    renderWithApp(<Header />);
    const user = userEvent.setup();
    menuButton('Products').focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'New Arrivals' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/products/new-arrivals');
  });

  it('has a mobile menu toggle that closes when a link is chosen', async () => {
    stubPendingFetch();
    renderWithApp(<Header />);
    const user = userEvent.setup();
    const toggle = menuButton('Menu');
    const nav = screen.getByRole('navigation', { name: 'Main', hidden: true });
    expect(nav).toHaveClass('site-menu-closed');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).not.toHaveClass('site-menu-closed');
    await user.click(within(nav).getByRole('button', { name: 'Services' }));
    await user.click(screen.getByRole('link', { name: 'Design' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveClass('site-menu-closed');
    expect(screen.getByTestId('location')).toHaveTextContent('/allCategories');
  });
});
