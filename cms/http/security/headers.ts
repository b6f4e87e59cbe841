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
}

/** The console's address space (see server.ts), in a URL with its query string. */
const CONSOLE_URL = /^\/admin(?:[/?]|$)/;

/** Where browsers load photos from: our own /media, or the bucket (or CDN) in front of object storage. */
function photoSources(storage: PhotoStorage): string[] {
  return storage.kind === 's3' ? [new URL(storage.publicBase).origin] : [];
}

/**
 * inlineStyles: react-admin's MUI styles are emotion <style> tags written at run time, so the console needs inline
 * styles; the storefront's Tailwind CSS is one stylesheet file and does not.
 */
function helmetFor({ production, storage }: HeaderOptions, inlineStyles: boolean): NodeMiddleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': inlineStyles ? ["'self'", "'unsafe-inline'"] : ["'self'"],
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
  const site = helmetFor(options, false);
  const console = helmetFor(options, true);
  return (req, res, next) => (CONSOLE_URL.test(req.url ?? '') ? console : site)(req, res, next);
}
