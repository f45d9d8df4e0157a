import { describe, expect, it } from 'vitest';
import { createBoundedWorkQueue } from '../src/work-queue/bounded-work-queue';

describe('a bounded work queue', () => {
  it('runs at most `concurrency` checks at once and turns away callers past `maxWaiting`', async () => {
    const queue = createBoundedWorkQueue({ concurrency: 2, maxWaiting: 1 });
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      new Promise<void>((resolve) => {
        running++;
        most = Math.max(most, running);
        releases.push(() => {
          running--;
          resolve();
        });
      });
    const places = [queue.reserve(), queue.reserve(), queue.reserve()];
    expect(places.every((place) => place !== null)).toBe(true);
    expect(queue.reserve()).toBeNull();
    const runs = places.map((place) => place!.run(task));
    await new Promise((resolve) => setImmediate(resolve));
    expect(running).toBe(2);
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(runs);
    expect(most).toBe(2);
    expect(queue.reserve()).not.toBeNull();
  });

  it('frees a cancelled place', () => {
    const queue = createBoundedWorkQueue({ concurrency: 1, maxWaiting: 0 });
    const place = queue.reserve();
    expect(queue.reserve()).toBeNull();
    place!.cancel();
    place!.cancel();
    expect(queue.reserve()).not.toBeNull();
    expect(queue.reserve()).toBeNull();
  });
});
