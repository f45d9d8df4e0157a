import { PassThrough } from 'node:stream';
import type { AllStreamResolvedEvent, EventStoreDBClient, Position } from '@eventstore/db-client';

/**
 * An in-memory `$all` that behaves as EventStoreDB documents it: reads start at their position
 * inclusively (backwards: before it), subscriptions after it. For the adapter's own logic only;
 * the contract suite covers the real server when EVENTSTORE_URL is set.
 */
export const isSystem = (event: AllStreamResolvedEvent) => event.event!.type.startsWith('$');
const offsetOf = (event: AllStreamResolvedEvent) => event.event!.position.commit;

export function fakeServer(log: AllStreamResolvedEvent[]) {
  const live = new PassThrough({ objectMode: true });
  const client = {
    readAll(options: { direction: string; fromPosition: 'start' | 'end' | Position; maxCount: number }) {
      const from = options.fromPosition;
      const page =
        options.direction === 'forwards'
          ? log.filter((event) => from === 'start' || offsetOf(event) >= (from as Position).commit)
          : log.filter((event) => from === 'end' || offsetOf(event) < (from as Position).commit).reverse();
      return (async function* () {
        yield* page.slice(0, options.maxCount);
      })();
    },
    subscribeToAll(options: { fromPosition: 'start' | Position }) {
      const from = options.fromPosition;
      for (const event of log) {
        if (!isSystem(event) && (from === 'start' || offsetOf(event) > from.commit)) live.write(event);
      }
      return Object.assign(live, { unsubscribe: async () => void live.end() });
    },
  } as unknown as EventStoreDBClient;
  return { client, live };
}
