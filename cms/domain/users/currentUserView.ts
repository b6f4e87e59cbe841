/** The current user as the client reads it (spec section 3): never the hash, sessions or lock fields. */
import type { TypedUser } from 'payload';
import type { CurrentUser, Role } from '../../../contract/api.ts';

export function currentUserView(user: TypedUser): CurrentUser {
  const record = user as unknown as Record<string, unknown>;
  return {
    id: Number(record.id),
    email: String(record.email),
    firstName: (record.firstName as string | null | undefined) ?? null,
    lastName: (record.lastName as string | null | undefined) ?? null,
    role: (record.role as Role | undefined) ?? 'user',
    profileImageUrl: (record.profileImageUrl as string | null | undefined) ?? null,
    authenticated: true,
  };
}
