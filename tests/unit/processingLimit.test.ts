import { describe, expect, it } from 'vitest';
import { createProcessingLimit } from '../../cms/domain/media/processingLimit.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('the photo processing limit', () => {
  it('runs at most 4 tasks at once and every task of a burst of 20 in the end', async () => {
    const limit = createProcessingLimit(4);
    let running = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        limit.run(async () => {
          running++;
          peak = Math.max(peak, running);
          await tick();
          running--;
          return index;
        }),
      ),
    );
    expect(peak).toBe(4);
    expect(results).toEqual(Array.from({ length: 20 }, (_, index) => index));
    expect(limit.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const limit = createProcessingLimit(1);
    await expect(limit.run(async () => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    await expect(limit.run(async () => 'next')).resolves.toBe('next');
  });
});
