/**
 * GET /api/health: the process answers. GET /api/ready: the database answers too (within 2 s), so a load balancer
 * stops sending traffic to a server that cannot reach PostgreSQL. It also says what the listings held in memory for
 * the sidebar are doing (`heldListings`: none until a search by features first needs them, reading, held): a
 * server reading them still answers, counting in the database meanwhile.
 */
import { Router } from 'express';
import type { Payload } from 'payload';
import { heldListingsState } from '../../domain/search/facetIndex.ts';
import { poolOf } from '../../platform/db/pool.ts';

const READY_TIMEOUT_MS = 2000;

async function databaseAnswers(payload: Payload): Promise<boolean> {
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), READY_TIMEOUT_MS).unref());
  const probe = poolOf(payload)
    .query('select 1')
    .then(
      () => true,
      () => false,
    );
  return Promise.race([probe, timeout]);
}

export function healthRouter(payload: Payload): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/ready', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const database = await databaseAnswers(payload);
    res.status(database ? 200 : 503).json({
      status: database ? 'ready' : 'unavailable',
      database: database ? 'up' : 'down',
      heldListings: heldListingsState(poolOf(payload)),
    });
  });
  return router;
}
