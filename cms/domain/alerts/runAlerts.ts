/**
 * One alert run of a kind ('instant' searches; 'daily' searches and saved cars' price cuts): the listings new or
 * cut in price since the last run of that kind, the saved searches they match, and one email per account, queued
 * in the same transaction that moves the run's cursor on. So a run that fails or dies sends nothing and moves
 * nothing (the next one reads the same changes); a committed run's emails are each sent once by the job runner;
 * and two servers running one kind at once serialise on the cursor's row (the second finds it taken and stops).
 */
import { sql } from '@payloadcms/db-postgres/drizzle';
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload';
import type { AlertRunFrequency } from '../../../contract/savedSearches.ts';
import { runSqlInRequest } from '../../platform/db/sql.ts';
import { queueEmails, sendQueuedEmailSoon, type AlertEmailIntent } from '../email/emailIntents.ts';
import { isNewListing, isPriceCut, listingChanges, settledMark, type TransactionMark } from './listingChanges.ts';
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

function emailsByAccount(
  frequency: AlertRunFrequency,
  matches: SearchMatch[],
  cuts: SavedCarCut[],
): AlertEmailIntent[] {
  const intents = new Map<number, AlertEmailIntent>();
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

async function moveCursor(
  req: PayloadRequest,
  frequency: AlertRunFrequency,
  to: TransactionMark,
  { back = false } = {},
) {
  const mark = back ? sql`${to}::bigint` : sql`greatest(xact, ${to}::bigint)`;
  await runSqlInRequest(
    req,
    sql`update alert_cursors set xact = ${mark}, ran_at = now() where frequency = ${frequency}`,
  );
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
    if (BigInt(upTo) < BigInt(cursor.mark)) {
      // Transaction ids went back: the database was restored from a dump into a new cluster. Prices written from
      // now on carry ids below the cursor and would never be read; start again from here.
      payload.logger.warn({ frequency, cursor: cursor.mark, now: upTo }, 'Alert cursor ahead of the database; reset');
      await moveCursor(req, frequency, upTo, { back: true });
      await commitTransaction(req);
      return { busy: false, listingsChanged: 0, searchesMatched: 0, emailsQueued: 0 };
    }
    const changes = BigInt(upTo) > BigInt(cursor.mark) ? await listingChanges(req, cursor.mark, upTo) : [];
    const newListings = changes.filter(isNewListing);
    const matches = await matchNewListings(payload, req, frequency, newListings, CARS_PER_SEARCH_IN_EMAIL);
    const cuts = frequency === 'daily' ? await savedCarCuts(req, changes.filter(isPriceCut)) : [];
    const emails = emailsByAccount(frequency, matches, cuts);
    await queueEmails(emails, req);
    await moveCursor(req, frequency, upTo);
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
