/**
 * Other processes, seen from this one (Linux). Apart from the embedded PostgreSQL module, whose import installs
 * exit hooks: a process that only watches a server's PostgreSQL (a bench's demo server) keeps its own exit status.
 */
import { readFileSync } from 'node:fs';

export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The parent pid of a process (Linux /proc); 1 or a dead parent means it was orphaned by a crash. */
export function parentPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(afterName[1]);
  } catch {
    return undefined;
  }
}
