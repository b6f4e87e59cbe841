import { useState } from 'react';
import type { CurrentUser } from '@contract/api';
import { UserIcon } from '../../ui/icons';

/** The profile image when the user has one (and it loads), otherwise a generic icon. Decorative. */
export function UserAvatar({ user }: { user: CurrentUser }) {
  const [failed, setFailed] = useState(false);
  if (user.profileImageUrl && !failed) {
    return (
      <img
        src={user.profileImageUrl}
        alt=""
        className="size-9 rounded-full object-cover"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      className="flex size-9 items-center justify-center rounded-full bg-surface-strong text-ink"
      aria-hidden="true"
    >
      <UserIcon className="size-5" />
    </span>
  );
}
