import type { EventStore, RecordedEvent } from '@seerat/eventstore';
import { describe, expect, it } from 'vitest';
import { createSharedPages } from '../src/rebuild/shared-pages';

/** A log of `count` events, as far as `readAll` goes: the only read the shared pages make. */
function logOf(count: number): EventStore {
  const events = Array.from(
    { length: count },
    (_, index) => ({ position: BigInt(index + 1) }) as RecordedEvent,
  );
  return {
    readAll: async ({ after, maxCount }) =>
      events.filter((event) => event.position > (after ?? 0n)).slice(0, maxCount),
  } as EventStore;
}

describe('pages shared by readers going at their own pace', () => {
  it('hands every page to every reader and reports each page done once, in order', async () => {
    const done: bigint[] = [];
    const pages = createSharedPages({
      store: logOf(95),
      pageSize: 10,
      readers: 3,
      lookahead: 2,
      onPageDone: (page) => done.push(page.at(-1)!.position),
    });
    const seen = await Promise.all(
      [0, 1, 3].map(async (pause) => {
        const positions: bigint[] = [];
        for (let index = 0; ; index++) {
          const page = await pages.page(index);
          positions.push(...page.map((event) => event.position));
          if (page.length < 10) return positions;
          // Readers finish their pages in differing ticks, often several in the same one.
          for (let tick = 0; tick < pause; tick++) await Promise.resolve();
          pages.done(index);
        }
      }),
    );
    for (const positions of seen) expect(positions).toHaveLength(95);
    expect(done).toEqual([10n, 20n, 30n, 40n, 50n, 60n, 70n, 80n, 90n]);
  });

  it('reports a page done once even when readers finish pages in the same tick', async () => {
    const done: bigint[] = [];
    const pages = createSharedPages({
      store: logOf(50),
      pageSize: 10,
      readers: 2,
      lookahead: 4,
      onPageDone: (page) => done.push(page.at(-1)!.position),
    });
    for (const index of [0, 1, 2]) await pages.page(index);
    pages.done(1);
    pages.done(1);
    pages.done(0);
    pages.done(0);
    pages.done(2);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toEqual([10n, 20n]);
  });
});
