import type { UserIdentity } from 'react-admin';
import type { CurrentUser } from '@contract/api';

/** The app bar's user: full name when the account has one (names are optional at registration), else the email. */
export function toIdentity(user: CurrentUser): UserIdentity {
  const fullName = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return { id: user.id, fullName: fullName || user.email, avatar: user.profileImageUrl ?? undefined };
}
