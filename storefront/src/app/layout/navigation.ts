import type { CurrentUser } from '@contract/api';

export interface NavItem {
  label: string;
  to: string;
}

/** The header menu; the mobile sheet shows the same links. */
export function navItemsFor(user: CurrentUser | null): NavItem[] {
  if (!user) {
    return [
      { label: 'Buy Cars', to: '/search' },
      { label: 'Sell Your Car', to: '/auth' },
      { label: 'How It Works', to: '/how-it-works' },
    ];
  }
  const items: NavItem[] = [
    { label: 'Buy Cars', to: '/search' },
    { label: 'Sell Your Car', to: '/create-listing' },
    { label: 'Dashboard', to: '/dashboard' },
  ];
  if (user.role === 'admin') items.push({ label: 'Admin', to: '/admin' });
  return items;
}

export function displayName(user: CurrentUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}
