/**
 * How far V8 lets the heap grow past what the last full collection kept, before collecting again. Under concurrent
 * first searches, rows that outlive a request's database round trip are promoted to the old generation; by default
 * V8 then lets it reach about four times the live heap (60 MB live, 215 MB before the next collection), which is
 * most of the server's peak memory. Twice the live heap keeps the peak about 80 MB lower at a throughput within the
 * noise of this machine (docs/decisions.md). A soft bound: the heap still grows as far as its live data needs. An
 * operator's own --heap-growing-percent on the command line wins.
 */
import v8 from 'node:v8';

const HEAP_GROWING_PERCENT = 100;

if (!process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent'))) {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
