import { useSearchParams } from 'react-router-dom';
import { returnToSchema } from '@contract/api';

/**
 * Where to send the user once signed in: the `returnTo` query parameter when it is a path on this site
 * (never another host: the contract's returnToSchema), otherwise /. Pointing back at /auth would loop, so it
 * counts as /.
 */
export function useReturnTo(): string {
  const [searchParams] = useSearchParams();
  const parsed = returnToSchema.safeParse(searchParams.get('returnTo'));
  if (!parsed.success) return '/';
  const path = parsed.data;
  return /^\/auth(?:[/?#]|$)/i.test(path) ? '/' : path;
}
