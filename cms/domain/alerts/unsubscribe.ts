/**
 * What an alert email's unsubscribe link does, without signing in: its signed token (alertToken.ts) names one
 * saved search (paused: the account can resume it), the account's saved-car price cuts, or every alert of the
 * account. Opening a link twice does the same as once.
 */
import type { Payload } from 'payload';
import { unsubscribeMessages, type UnsubscribeResult } from '../../../contract/alerts.ts';
import { forEachMatching, type Matching } from '../../payload/oneAtATime.ts';
import { withAccountLocked } from '../account/accountLock.ts';
import { InvalidInputError } from '../errors.ts';
import { readAlertToken } from './alertToken.ts';

/** An account gone meanwhile (or never there) is simply nothing to stop. */
async function stopSavedCarAlerts(payload: Payload, userId: number): Promise<void> {
  // Payload writes a user's row whole: under the account's lock, like every other write of it.
  await withAccountLocked(payload, userId, (req) =>
    payload.update({
      collection: 'users',
      where: { id: { equals: userId } },
      data: { savedCarAlerts: false },
      depth: 0,
      req,
      overrideAccess: true,
    }),
  );
}

async function pauseSearches(payload: Payload, where: { id: number } | { userId: number }): Promise<string[]> {
  const searches: Matching = {
    collection: 'saved-searches',
    where: 'id' in where ? { id: { equals: where.id } } : { user: { equals: where.userId } },
    overrideAccess: true,
  };
  return forEachMatching(payload, searches, async (id) => {
    const search = await payload.update({
      collection: 'saved-searches',
      id,
      data: { paused: true },
      depth: 0,
      overrideAccess: true,
    });
    return search.name;
  });
}

export async function unsubscribe(payload: Payload, token: string): Promise<UnsubscribeResult> {
  const subject = readAlertToken(payload, token);
  if (!subject) {
    throw new InvalidInputError(unsubscribeMessages.invalid, [{ path: 'token', message: unsubscribeMessages.invalid }]);
  }
  switch (subject.scope) {
    case 'search': {
      const [name] = await pauseSearches(payload, { id: subject.id });
      return {
        scope: 'search',
        message: name === undefined ? unsubscribeMessages.searchGone : unsubscribeMessages.search(name),
      };
    }
    case 'savedCars':
      await stopSavedCarAlerts(payload, subject.id);
      return { scope: 'savedCars', message: unsubscribeMessages.savedCars };
    case 'all':
      await pauseSearches(payload, { userId: subject.id });
      await stopSavedCarAlerts(payload, subject.id);
      return { scope: 'all', message: unsubscribeMessages.all };
  }
}
