/** Work that must end while a Payload instance's database is still open; stopPayload runs it first. */
import type { Payload } from 'payload';

const beforeStop = new WeakMap<Payload, (() => Promise<void>)[]>();

/** Registers work to finish before the instance stops (e.g. writing views still held in memory). */
export function onStop(payload: Payload, finish: () => Promise<void>): void {
  beforeStop.set(payload, [...(beforeStop.get(payload) ?? []), finish]);
}

export async function finishBeforeStop(payload: Payload): Promise<void> {
  const work = beforeStop.get(payload) ?? [];
  beforeStop.delete(payload);
  for (const finish of work) {
    await finish().catch((error: unknown) => payload.logger.warn({ err: error }, 'Work before stopping failed'));
  }
}
