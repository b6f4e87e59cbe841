/**
 * The spec's auth calls on Payload's auth with server-side sessions:
 * GET /api/user, POST /api/login, POST /api/register, POST /api/logout, and GET /api/login (the other reading of
 * the login flow: a redirect to the sign-in page that remembers where the user came from).
 */
import { Router, type Request, type Response } from 'express';
import { AuthenticationError, loginOperation, logoutOperation, ValidationError, type Payload } from 'payload';
import { loginRequestSchema, registerRequestSchema, returnToSchema } from '../../../contract/api.ts';
import { clientAddress, enforce, type RateLimit } from '../security/rateLimit.ts';
import { takeSignInSlot } from '../security/signInLimits.ts';
import { currentUserView } from '../../domain/users/currentUserView.ts';
import { HttpError } from '../errors.ts';
import { currentUser } from '../session.ts';
import { expireSessionCookie, setSessionCookie } from '../sessionCookie.ts';
import { queueEmail } from '../../domain/email/emailIntents.ts';
import { accountIdByEmail, withAccountLocked } from '../../domain/account/accountLock.ts';
import { parseBody } from '../validate.ts';

const INVALID_CREDENTIALS = 'Invalid email or password';
const EMAIL_TAKEN = 'An account with this email already exists';
export const registerLimit: RateLimit = {
  name: 'register:ip',
  max: 20,
  windowSeconds: 60 * 60,
  message: 'Too many accounts created from this network. Please try again later.',
};

/**
 * The login operation itself, not Payload's Local API `login`: the collection keeps session tokens out of every
 * response body (`removeTokenFromResponses`), and the Local API obeys that too; the token goes into the cookie.
 */
async function signIn(payload: Payload, res: Response, email: string, password: string) {
  try {
    const result = await withAccountLocked(payload, await accountIdByEmail(payload, email), (req) =>
      loginOperation({ collection: payload.collections.users, data: { email, password }, req, overrideAccess: true }),
    );
    if (!result.token || !result.user) throw new HttpError(401, INVALID_CREDENTIALS);
    setSessionCookie(payload, res, result.token);
    return currentUserView(result.user);
  } catch (error) {
    if (error instanceof AuthenticationError) throw new HttpError(401, INVALID_CREDENTIALS);
    throw error;
  }
}

/** Where to come back to after signing in: an explicit path, else the same-site page that sent the user. */
function returnPathOf(req: Request, publicUrl: string): string | undefined {
  const explicit = returnToSchema.safeParse(req.query.returnTo);
  if (explicit.success) return explicit.data;
  const referer = req.get('referer');
  if (!referer) return undefined;
  try {
    const from = new URL(referer);
    const ownOrigins = [new URL(publicUrl).origin, `${req.protocol}://${req.get('host')}`];
    if (!ownOrigins.includes(from.origin)) return undefined;
    const path = `${from.pathname}${from.search}`;
    return returnToSchema.safeParse(path).success && !path.startsWith('/auth') ? path : undefined;
  } catch {
    return undefined;
  }
}

function isEmailConflict(error: unknown): boolean {
  if (!(error instanceof ValidationError)) return false;
  const fieldErrors = (error.data as { errors?: { path?: string }[] } | undefined)?.errors ?? [];
  return fieldErrors.some((entry) => entry.path === 'email');
}

export function authRouter(payload: Payload, publicUrl: string): Router {
  const router = Router();

  router.get('/user', async (req, res) => {
    const user = await currentUser(payload, req);
    if (!user) throw new HttpError(401, 'Not signed in');
    res.json(currentUserView(user));
  });

  router.post('/login', async (req, res) => {
    const { email, password } = parseBody(loginRequestSchema, req);
    const slot = await takeSignInSlot(payload, res, clientAddress(req), email);
    const user = await signIn(payload, res, email, password);
    await slot.release();
    res.json(user);
  });

  router.get('/login', (req, res) => {
    const returnTo = returnPathOf(req, publicUrl);
    res.redirect(302, returnTo ? `/auth?returnTo=${encodeURIComponent(returnTo)}` : '/auth');
  });

  router.post('/register', async (req, res) => {
    const data = parseBody(registerRequestSchema, req);
    await enforce(payload, res, registerLimit, clientAddress(req));
    const taken = await payload.count({ collection: 'users', where: { email: { equals: data.email } } });
    if (taken.totalDocs > 0) throw new HttpError(409, EMAIL_TAKEN);
    let userId: number;
    try {
      const created = await payload.create({
        collection: 'users',
        // Every new account is a seller; the role is named only because the schema requires one.
        data: {
          email: data.email,
          password: data.password,
          firstName: data.firstName,
          lastName: data.lastName,
          role: 'user',
        },
        overrideAccess: false,
      });
      userId = Number(created.id);
    } catch (error) {
      // Two sign-ups racing for one email: the unique index decides.
      if (isEmailConflict(error)) throw new HttpError(409, EMAIL_TAKEN);
      throw error;
    }
    await queueEmail(payload, { kind: 'welcome', userId });
    res.status(201).json(await signIn(payload, res, data.email, data.password));
  });

  router.post('/logout', async (req, res) => {
    const user = await currentUser(payload, req);
    if (user) {
      await withAccountLocked(
        payload,
        user.id,
        (localReq) => logoutOperation({ collection: payload.collections.users, req: localReq }),
        user,
      );
    }
    expireSessionCookie(payload, res);
    res.json({ message: 'Signed out' });
  });

  return router;
}
