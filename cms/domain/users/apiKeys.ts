/**
 * API keys for integrations on Payload's REST API (/cms-api): each key belongs to an account whose role (editor or
 * admin) decides what it may do there. Payload stores the key encrypted with PAYLOAD_SECRET and finds it by an HMAC
 * index, so it is shown once, when issued; issuing again replaces it.
 */
import { randomBytes } from 'node:crypto';
import type { Payload } from 'payload';

export const integrationRoles = ['editor', 'admin'] as const;
export type IntegrationRole = (typeof integrationRoles)[number];

export interface IssuedKey {
  userId: number;
  apiKey: string;
  created: boolean;
}

/** Gives the account with this email (made if missing, without a usable password) a new API key and this role. */
export async function issueApiKey(payload: Payload, email: string, role: IntegrationRole): Promise<IssuedKey> {
  const apiKey = randomBytes(32).toString('hex');
  const data = { role, enableAPIKey: true, apiKey };
  const existing = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  const account = existing.docs[0];
  if (account) {
    await payload.update({ collection: 'users', id: account.id, data, overrideAccess: true });
    return { userId: Number(account.id), apiKey, created: false };
  }
  // An integration signs in by key only: its password is random and never shown.
  const created = await payload.create({
    collection: 'users',
    data: {
      ...data,
      email,
      password: randomBytes(24).toString('base64url'),
      firstName: 'Integration',
      lastName: email,
      emailVerified: true,
    },
    overrideAccess: true,
  });
  return { userId: Number(created.id), apiKey, created: true };
}
