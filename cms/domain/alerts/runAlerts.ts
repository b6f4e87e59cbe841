/**
 * One alert run of a kind ('instant' searches; 'daily' searches and saved cars' price cuts): the listings new or
 * cut in price since the last run of that kind, the saved searches they match, and one email per account, queued
 * in the same transaction that moves the run's cursor on. So a run that fails or dies sends nothing and moves
 * nothing (the next one reads the same changes); a committed run's emails are each sent once by the job runner;
 * and two servers running one kind at once serialise on the cursor's row (the second finds it taken and stops).
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload';
import type { AlertRunFrequency } from '../../../contract/savedSearches.ts';
import { runSqlInRequest } from '../../platform/db/sql.ts';
import { queueEmails, sendQueuedEmailSoon, type EmailIntent } from '../email/emailIntents.ts';
import { isNewListing, isPriceCut, listingChanges, settledMark } from './listingChanges.ts';
import { savedCarCuts, type SavedCarCut } from './savedCarCuts.ts';
import { matchNewListings, type SearchMatch } from './searchMatches.ts';

/** Cars listed per search in one email; the email says how many more there are and links the search. */
export const CARS_PER_SEARCH_IN_EMAIL = 10;

export interface AlertRunResult {
  /** Another server holds this kind's run. */
  busy: boolean;
  listingsChanged: number;
  searchesMatched: number;
  emailsQueued: number;
}

type AlertIntent = Extract<EmailIntent, { kind: 'alerts' }>;

function emailsByAccount(frequency: AlertRunFrequency, matches: SearchMatch[], cuts: SavedCarCut[]): AlertIntent[] {
  const intents = new Map<number, AlertIntent>();
  const of = (userId: number) => {
    const intent = intents.get(userId) ?? { kind: 'alerts', userId, frequency, searches: [], cuts: [] };
    intents.set(userId, intent);
    return intent;
  };
  for (const match of matches) {
    of(match.userId).searches.push({ searchId: match.searchId, vehicleIds: match.vehicleIds, total: match.total });
  }
  for (const cut of cuts) of(cut.userId).cuts.push({ vehicleId: cut.vehicleId, priceBefore: cut.priceBefore });
  return [...intents.values()];
}

export async function runAlerts(payload: Payload, frequency: AlertRunFrequency): Promise<AlertRunResult> {
  const req = await createLocalReq({}, payload);
  await initTransaction(req);
  try {
    const [cursor] = await runSqlInRequest<{ mark: string }>(
      req,
      sql`select xact::text as mark from alert_cursors where frequency = ${frequency} for update skip locked`,
    );
    if (!cursor) {
      await killTransaction(req);
      return { busy: true, listingsChanged: 0, searchesMatched: 0, emailsQueued: 0 };
    }
    const upTo = await settledMark(req);
    const changes = BigInt(upTo) > BigInt(cursor.mark) ? await listingChanges(req, cursor.mark, upTo) : [];
    const newListings = changes.filter(isNewListing);
    const matches = await matchNewListings(payload, req, frequency, newListings, CARS_PER_SEARCH_IN_EMAIL);
    const cuts = frequency === 'daily' ? await savedCarCuts(req, changes.filter(isPriceCut)) : [];
    const emails = emailsByAccount(frequency, matches, cuts);
    await queueEmails(emails, req);
    await runSqlInRequest(
      req,
      sql`update alert_cursors set xact = greatest(xact, ${upTo}::bigint), ran_at = now()
          where frequency = ${frequency}`,
    );
    await commitTransaction(req);
    if (emails.length) {
      sendQueuedEmailSoon(payload);
      payload.logger.info({ frequency, emails: emails.length }, 'Alert emails queued');
    }
    return {
      busy: false,
      listingsChanged: changes.length,
      searchesMatched: matches.length,
      emailsQueued: emails.length,
    };
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}
