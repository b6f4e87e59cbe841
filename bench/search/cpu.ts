/**
 * CPU time spent by the processes under test, from Linux's /proc: the app server (or the floor) and the embedded
 * PostgreSQL (its postmaster and every backend). Per request it does not depend on what else loads the machine,
 * so it says what the figures would be on an idle one. Clock ticks are 10 ms (CLK_TCK 100).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TICK_MS = 10;

/** Own CPU ticks, and those of children that have exited (a backend that closed takes its time there). */
function stat(pid: number): { parent: number; ticks: number; exitedChildren: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      parent: Number(fields[1]),
      ticks: Number(fields[11]) + Number(fields[12]),
      exitedChildren: Number(fields[13]) + Number(fields[14]),
    };
  } catch {
    return undefined;
  }
}

/** CPU ms of a process so far. */
export function processCpuMs(pid: number): number {
  return (stat(pid)?.ticks ?? NaN) * TICK_MS;
}

/** CPU ms of a PostgreSQL cluster so far (postmaster, its live and exited children); NaN when not ours to see. */
export function postgresCpuMs(dataDir: string): number {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return NaN;
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const own = stat(postmaster);
  let ticks = (own?.ticks ?? 0) + (own?.exitedChildren ?? 0);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = stat(Number(entry));
    if (child?.parent === postmaster) ticks += child.ticks;
  }
  return ticks * TICK_MS;
}
