/**
 * Security headers (helmet) with a Content-Security-Policy the built storefront and console run under: scripts only
 * from our own origin (no inline script; JSON-LD `application/ld+json` blocks are data and never run), photos from our
 * origin or the configured object storage, HSTS only in production (a local http:// server must stay reachable).
 */
import helmet from 'helmet';
import type { PhotoStorage } from '../../platform/config/storage.ts';
import type { NodeMiddleware } from '../nodeMiddleware.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface HeaderOptions {
  production: boolean;
  storage: PhotoStorage;
  /** The hashes of the inline styles the storefront's pages may carry (web/inlineStylesheet.ts). */
  storefrontStyles?: () => readonly string[];
}

/** The console's address space (see server.ts), in a URL with its query string. */
const CONSOLE_URL = /^\/admin(?:[/?]|$)/;

/** Where browsers load photos from: our own /media, or the bucket (or CDN) in front of object storage. */
function photoSources(storage: PhotoStorage): string[] {
  return storage.kind === 's3' ? [new URL(storage.publicBase).origin] : [];
}

/**
 * styleSources: react-admin's MUI styles are emotion <style> tags written at run time, so the console needs any
 * inline style; the storefront's pages only the one stylesheet they may carry written in, by its hash.
 */
function helmetFor({ production, storage }: HeaderOptions, styleSources: readonly string[]): NodeMiddleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", ...styleSources],
        // blob: shows a chosen photo before it is uploaded; data: small inline icons.
        'img-src': ["'self'", 'data:', 'blob:', ...photoSources(storage)],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(production ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: YEAR_SECONDS, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

export function securityHeaders(options: HeaderOptions): NodeMiddleware {
  const console = helmetFor(options, ["'unsafe-inline'"]);
  // Built again only when the storefront's styles change (once, when its build is first read): helmet writes a
  // policy of fixed sources once, not per request.
  let site: { styles?: readonly string[]; helmet: NodeMiddleware } = { helmet: helmetFor(options, []) };
  return (req, res, next) => {
    if (CONSOLE_URL.test(req.url ?? '')) return console(req, res, next);
    const styles = options.storefrontStyles?.();
    if (styles && styles !== site.styles) site = { styles, helmet: helmetFor(options, styles) };
    site.helmet(req, res, next);
  };
}
