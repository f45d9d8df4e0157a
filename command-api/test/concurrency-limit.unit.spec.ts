import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from '../src/features/bulk-upload/concurrency-limit';

describe('concurrencyLimit', () => {
  it('never runs more than the limit at once, and runs every task in the order asked', async () => {
    const limit = concurrencyLimit(3);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        limit(async () => {
          started.push(index);
          running++;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, (index * 7) % 5));
          running--;
          return index * 2;
        }),
      ),
    );
    expect(most).toBe(3);
    expect(started).toEqual(Array.from({ length: 20 }, (_, index) => index));
    expect(results).toEqual(Array.from({ length: 20 }, (_, index) => index * 2));
  });

  it('frees the slot of a task that failed', async () => {
    const limit = concurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await limit(async () => 'next')).toBe('next');
  });
});
