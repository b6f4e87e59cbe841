/**
 * Fixed-window rate limits kept in PostgreSQL, so every app server counts against the same limit.
 * One atomic upsert per hit: a new window starts when the old one has passed.
 * now() is when the transaction began, so a hit that waited on the row lock can see a window that another hit
 * started after it; its wait is capped at the window's length.
 */
import type { Request, Response } from 'express';
import type { Payload } from 'payload';
import { HttpError } from '../errors.ts';
import { poolOf } from '../../platform/db/pool.ts';

/** The key of a per-address limit: the client's address as the trusted proxies report it. */
export const clientAddress = (req: Request) => req.ip ?? 'unknown';

/** No limit counts over a longer window, so housekeeping may delete any counter older than this. */
export const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;

export interface RateLimit {
  /** What is limited, e.g. 'contact:ip'. */
  name: string;
  max: number;
  /** At most LONGEST_WINDOW_SECONDS. */
  windowSeconds: number;
  message: string;
}

export interface RateDecision {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  hits: number;
  retryAfterSeconds: number;
}

export async function consume(payload: Payload, limit: RateLimit, subject: string): Promise<RateDecision> {
  if (limit.windowSeconds > LONGEST_WINDOW_SECONDS)
    throw new Error(`The window of ${limit.name} is longer than LONGEST_WINDOW_SECONDS`);
  const key = `${limit.name}:${subject}`;
  const result = await poolOf(payload).query<{ hits: number; retry_after: number }>(
    `insert into rate_limits as r (key, window_start, hits) values ($1, now(), 1)
     on conflict (key) do update set
       hits = case when r.window_start <= now() - make_interval(secs => $2) then 1 else r.hits + 1 end,
       window_start = case when r.window_start <= now() - make_interval(secs => $2) then now() else r.window_start end
     returning hits,
       least($2, ceil(extract(epoch from (window_start + make_interval(secs => $2) - now()))))::int as retry_after`,
    [key, limit.windowSeconds],
  );
  const row = result.rows[0];
  return { allowed: row.hits <= limit.max, hits: row.hits, retryAfterSeconds: Math.max(1, row.retry_after) };
}

/** Counts a hit; over the limit, answers 429 with Retry-After (by throwing). */
export async function enforce(payload: Payload, res: Response, limit: RateLimit, subject: string): Promise<void> {
  const decision = await consume(payload, limit, subject);
  if (decision.allowed) return;
  res.setHeader('Retry-After', String(decision.retryAfterSeconds));
  throw new HttpError(429, limit.message);
}
