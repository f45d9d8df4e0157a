import type { EventStore, Position, RecordedEvent } from '@seerat/eventstore';

/**
 * The log read once, page by page, for several readers that each go through it at their own pace
 * (the rebuild's read models): page `n` is read after page `n - 1` (it starts after its last
 * position) and no further than `lookahead` pages ahead of the slowest reader, so memory stays
 * bounded. A page is forgotten once every reader is done with it, and `onPageDone` hears of it
 * then, in order.
 */
export interface SharedPages {
  /** Page `index` (0-based); a page shorter than the page size is the log's end as of its read. */
  page(index: number): Promise<RecordedEvent[]>;
  /** One reader is done with page `index`. */
  done(index: number): void;
}

export function createSharedPages(options: {
  store: EventStore;
  pageSize: number;
  readers: number;
  lookahead: number;
  onPageDone(page: RecordedEvent[]): void;
}): SharedPages {
  const { store, pageSize, readers, lookahead } = options;
  const pages = new Map<number, Promise<RecordedEvent[]>>();
  /** The pages read so far, once read: a reader is done with a page only after it was read. */
  const readPages = new Map<number, RecordedEvent[]>();
  /** Where each page read so far ends: the next page starts after it, even once it is forgotten. */
  const ends = new Map<number, Position>();
  const remaining = new Map<number, number>();
  /** Pages below this index every reader is done with. */
  let released = 0;
  let releaseWaiters: (() => void)[] = [];

  const read = async (index: number): Promise<RecordedEvent[]> => {
    const previous = pages.get(index - 1);
    if (previous) await previous;
    const after = index === 0 ? null : ends.get(index - 1);
    if (after === undefined) throw new Error(`Page ${index} was asked for before page ${index - 1}`);
    while (index - released >= lookahead) {
      await new Promise<void>((resolve) => releaseWaiters.push(resolve));
    }
    return store.readAll({ after, maxCount: pageSize });
  };

  const pageAt = (index: number): Promise<RecordedEvent[]> => {
    let page = pages.get(index);
    if (!page) {
      page = read(index).then((events) => {
        const last = events.at(-1);
        if (last) ends.set(index, last.position);
        readPages.set(index, events);
        return events;
      });
      // Awaited by the readers; this only keeps a failed read from counting as unhandled meanwhile.
      page.catch(() => undefined);
      pages.set(index, page);
      remaining.set(index, readers);
    }
    return page;
  };

  // Synchronous, so two readers finishing at once cannot release the same page twice.
  const release = () => {
    while (remaining.get(released) === 0) {
      const page = readPages.get(released)!;
      pages.delete(released);
      readPages.delete(released);
      remaining.delete(released);
      released++;
      options.onPageDone(page);
    }
    const waiters = releaseWaiters;
    releaseWaiters = [];
    for (const wake of waiters) wake();
  };

  return {
    page: pageAt,
    done(index) {
      remaining.set(index, (remaining.get(index) ?? readers) - 1);
      release();
    },
  };
}
