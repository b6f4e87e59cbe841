/**
 * Where log lines go: one readable line each on a terminal (pino-pretty, in this process), JSON lines on stdout when
 * stdout is not a terminal (a pipe, a file, a log collector) or in production, for machines to read.
 */
import type { DestinationStream } from 'pino';
import pretty from 'pino-pretty';

type LogLine = Record<string, unknown>;

/** `GET /api/vehicles/search 200 12.5 ms`: what a request line says, and what other lines say of their request. */
function requestSummary(line: LogLine): string | undefined {
  if (typeof line.method !== 'string' || typeof line.path !== 'string') return undefined;
  const status = line.status === undefined ? '' : ` ${line.status}`;
  const duration = line.durationMs === undefined ? '' : ` ${line.durationMs} ms`;
  return `${line.method} ${line.path}${status}${duration}${line.aborted ? ' (the client went away)' : ''}`;
}

/** A pretty line's text (exported for tests): the message, with its request when the line names one. */
export function prettyMessage(line: LogLine, messageKey: string): string {
  const message = String(line[messageKey] ?? '');
  const request = requestSummary(line);
  if (!request) return line.status === undefined ? message : `${message} (${line.status})`;
  return message === 'request' ? request : `${message} (${request})`;
}

let terminal: DestinationStream | undefined;

/** Pretty lines on a terminal outside production; otherwise undefined, which is pino's JSON on stdout. */
export function logDestination(production: boolean): DestinationStream | undefined {
  if (production || !process.stdout.isTTY) return undefined;
  terminal ??= pretty({
    // Synchronous, like pino's own stdout: the last lines before process.exit() are not lost.
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    messageFormat: prettyMessage,
    // Shown in the message instead (requestSummary); the request id matters to log collectors, not on a terminal.
    ignore: 'pid,hostname,reqId,method,path,status,durationMs,aborted',
  });
  return terminal;
}
