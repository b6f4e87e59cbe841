import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@contract/api';
import { toIdentity } from './identity';

const user: CurrentUser = {
  id: 7,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'admin',
  profileImageUrl: '/media/ada.jpg',
  phone: null,
  emailVerified: true,
  pendingEmail: null,
  savedCarAlerts: true,
  authenticated: true,
};

describe('toIdentity', () => {
  it('uses first and last name, and the profile image as avatar', () => {
    expect(toIdentity(user)).toEqual({ id: 7, fullName: 'Ada Lovelace', avatar: '/media/ada.jpg' });
  });

  it('falls back to the email without a name, and to no avatar without an image', () => {
    expect(toIdentity({ ...user, firstName: null, lastName: ' ', profileImageUrl: null })).toEqual({
      id: 7,
      fullName: 'ada@example.com',
      avatar: undefined,
    });
  });

  it('keeps a single name part', () => {
    expect(toIdentity({ ...user, lastName: null }).fullName).toBe('Ada');
  });
});
