/**
 * The origins a browser may send cookie-authenticated requests from: the server's own public URL, plus any in
 * ALLOWED_ORIGINS (comma-separated, e.g. a second domain in front of the same servers). Payload's `csrf` list and
 * the /api origin check both read this one list.
 */
export function allowedOrigins(publicUrl: string, extra: string[] = []): string[] {
  return [...new Set([publicUrl, ...extra].map((value) => new URL(value).origin))];
}
