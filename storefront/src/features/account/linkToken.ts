import { verifyEmailRequestSchema } from '@contract/account';

/**
 * The `?token=` of an emailed link, or null when it is missing or cannot be a token (a link cut short when it was
 * copied): the page says at once that the link cannot be used, without asking the server. Reset and verification
 * tokens follow the same rules.
 */
export function linkToken(search: URLSearchParams): string | null {
  const parsed = verifyEmailRequestSchema.shape.token.safeParse(search.get('token'));
  return parsed.success ? parsed.data : null;
}
