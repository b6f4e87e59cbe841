/**
 * Calls at a fixed rate, whatever the rest of the load does: each call starts on its own tick, not when the one
 * before it answers, so a slow answer delays nothing after it (as an admin clicking through a queue would not wait
 * for the server to be idle). Ticks are due at fixed times from the start, so timer lag does not lower the rate.
 */
export async function paced(perSecond: number, deadline: number, fire: () => Promise<void>): Promise<void> {
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let tick = 0; ; tick++) {
    const due = started + (tick * 1000) / perSecond;
    if (due >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    inFlight.push(fire());
  }
  await Promise.all(inFlight);
}
