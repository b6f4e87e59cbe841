/**
 * Views per request on the detail: the sum of every listing's views before and after a run of reads, once the
 * server has written them (it writes in batches every few seconds). A new visitor each request should count every
 * read once; one visitor reading listings again counts only its first read of each on a day.
 */
import pg from 'pg';
import { run, type RequestOf } from './load.ts';

export interface ViewsPerRequest {
  reads: number;
  views: number;
}

async function totalViews(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ views: string }>('select coalesce(sum(views), 0)::text as views from vehicles');
  return Number(rows[0].views);
}

/** The total once it stops moving: at least one batch interval after the reads, then two equal readings. */
async function settledViews(client: pg.Client): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  let last = await totalViews(client);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await totalViews(client);
    if (now === last) return now;
    last = now;
  }
}
const SETTLE_MS = 6_000;

export async function viewsPerRequest(
  databaseUrl: string,
  baseUrl: string,
  requestOf: RequestOf,
  connections: number,
  seconds: number,
): Promise<ViewsPerRequest> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const before = await settledViews(client);
    // Requests sent, not answers counted: those still in flight when the run stops are read and counted too.
    let reads = 0;
    await run(
      baseUrl,
      () => {
        reads++;
        return requestOf();
      },
      connections,
      seconds,
    );
    return { reads, views: (await settledViews(client)) - before };
  } finally {
    await client.end();
  }
}

export function viewsLine(target: string, measured: ViewsPerRequest): string {
  const share = measured.reads ? (measured.views / measured.reads).toFixed(2) : 'n/a';
  return `${target}: ${share} (${measured.views.toLocaleString('en-US')} views for ${measured.reads.toLocaleString('en-US')} reads)`;
}
