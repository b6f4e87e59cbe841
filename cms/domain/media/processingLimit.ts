/**
 * At most N photos are decoded and resized at once: a 12-megapixel JPEG takes some 50 MB while sharp works on it,
 * so a burst of uploads waits its turn instead of exhausting memory.
 */
export interface ProcessingLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now. */
  load(): { running: number; waiting: number };
}

export function createProcessingLimit(concurrency: number): ProcessingLimit {
  let running = 0;
  const waiting: (() => void)[] = [];

  async function acquire(): Promise<void> {
    if (running < concurrency) {
      running++;
      return;
    }
    // The slot is handed over by release(), so `running` never dips below while others wait.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}

export const PHOTO_PROCESSING_CONCURRENCY = 4;
