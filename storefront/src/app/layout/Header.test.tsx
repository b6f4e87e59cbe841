// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@contract/api';
import { admin, renderWithProviders, seller } from '../../testing/render';
import { Header } from './Header';

afterEach(cleanup);

function renderHeader(user: CurrentUser | null) {
  renderWithProviders(<Header />, { user });
}

const menu = () => screen.getByRole('navigation', { name: 'Main' });
const menuLinks = () =>
  within(menu())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

function openProfileMenu(user: CurrentUser) {
  fireEvent.click(screen.getByRole('button', { name: `Account menu for ${user.firstName} ${user.lastName}` }));
  return screen.getByRole('menu', { name: 'Account' });
}

describe('the header', () => {
  it('gives an admin the Admin menu entry (/admin) and the Admin Dashboard link in the profile menu', () => {
    renderHeader(admin);
    expect(menuLinks()).toEqual([
      ['Buy Cars', '/search'],
      ['Sell Your Car', '/create-listing'],
      ['Dashboard', '/dashboard'],
      ['Admin', '/admin'],
    ]);
    const profile = openProfileMenu(admin);
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(within(profile).getByRole('menuitem', { name: 'Account' }).getAttribute('href')).toBe('/account');
    expect(within(profile).getByRole('menuitem', { name: 'Admin Dashboard' }).getAttribute('href')).toBe('/admin');
    expect(within(profile).getByRole('menuitem', { name: 'Log out' })).toBeTruthy();
  });

  it.each([
    ['a seller', seller],
    ['an editor (of content pages only, not an admin)', { ...seller, role: 'editor' } as CurrentUser],
  ])('shows neither to %s', (_who, user) => {
    renderHeader(user);
    expect(menuLinks()).toEqual([
      ['Buy Cars', '/search'],
      ['Sell Your Car', '/create-listing'],
      ['Dashboard', '/dashboard'],
    ]);
    const profile = openProfileMenu(user);
    expect(screen.getByText('Sam Seller')).toBeTruthy();
    expect(within(profile).queryByRole('menuitem', { name: 'Admin Dashboard' })).toBeNull();
    expect(
      within(profile)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Account', 'Log out']);
  });

  it('links the mobile menu to the account page', () => {
    renderHeader(seller);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
    expect(within(sheet).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('sends a visitor to /auth to sell, sign in or register', () => {
    renderHeader(null);
    expect(menuLinks()).toEqual([
      ['Buy Cars', '/search'],
      ['Sell Your Car', '/auth'],
      ['How It Works', '/how-it-works'],
    ]);
    for (const link of screen.getAllByRole('link', { name: 'Sell Your Car' }))
      expect(link.getAttribute('href')).toBe('/auth');
    expect(hrefOf('Sign In')).toBe('/auth');
    expect(hrefOf('Register')).toMatch(/^\/auth(\?|$)/);
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });
});
