/**
 * Payload's generic REST API (/cms-api) is a door for staff and integrations, not for the public: the storefront
 * and the console use /api. It answers admins and editors (by session cookie) and integrations (by a Payload API
 * key, `Authorization: users API-Key <key>`, whose account has a staff role); visitors get 401, other accounts 403.
 * Only the product's collections are served: Payload's internal ones (migrations, preferences) answer 404, and so
 * do the credential endpoints, since staff sign in at /api/login, under its limits.
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Payload } from 'payload';
import { isEditorOrAdmin } from '../../payload/access/roles.ts';
import { currentUser } from '../session.ts';

const STAFF_ONLY =
  "Payload's REST API is for staff and integrations: sign in as an admin or editor, or send an API key";
/** Auth endpoints that take credentials or tokens; `me`, `logout` and `refresh-token` stay open to staff. */
const CREDENTIAL_ENDPOINTS = new Set([
  'login',
  'forgot-password',
  'reset-password',
  'unlock',
  'first-register',
  'verify',
  'init',
]);

function refuse(res: Response, status: number, message: string): void {
  res.status(status).json({ errors: [{ message }] });
}

/** The collection slug and the segment after it, decoded as Payload will route them. */
function routeOf(req: Request): [string | undefined, string | undefined] {
  const [slug, next] = req.path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment; // a malformed escape: the input checks answer 400
      }
    });
  // Payload matches routes regardless of case: '/users/Login' is '/users/login'.
  return [slug?.toLowerCase(), next?.toLowerCase()];
}

export function staffOnlyDoor(payload: Payload): RequestHandler {
  const served = new Set<string>(
    payload.config.collections.map((collection) => collection.slug).filter((slug) => !slug.startsWith('payload-')),
  );
  const authCollections = new Set<string>(
    payload.config.collections.filter((collection) => collection.auth).map((collection) => collection.slug),
  );
  return async (req, res, next) => {
    try {
      const [slug, endpoint] = routeOf(req);
      if (
        !slug ||
        !served.has(slug) ||
        (authCollections.has(slug) && endpoint !== undefined && CREDENTIAL_ENDPOINTS.has(endpoint))
      ) {
        return refuse(res, 404, 'Not Found');
      }
      const user = await currentUser(payload, req);
      if (!user) return refuse(res, 401, STAFF_ONLY);
      if (!isEditorOrAdmin(user)) return refuse(res, 403, STAFF_ONLY);
      next();
    } catch (error) {
      next(error);
    }
  };
}
