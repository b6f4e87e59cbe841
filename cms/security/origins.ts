/**
 * The origins a browser may send cookie-authenticated requests from: the server's own public URL, plus any in
 * ALLOWED_ORIGINS (comma-separated, e.g. a second domain in front of the same servers). Payload's `csrf` list and
 * the /api origin check both read this one list.
 */
export function allowedOrigins(publicUrl: string, extra: string | undefined = process.env.ALLOWED_ORIGINS): string[] {
  const listed = (extra ?? '').split(',').map((value) => value.trim()).filter(Boolean);
  return [...new Set([publicUrl, ...listed].map((value) => new URL(value).origin))];
}
