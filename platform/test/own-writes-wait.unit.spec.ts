import { READ_AFTER_HEADER, STALE_READ_HEADER } from '@seerat/contracts';
import Koa, { type Context } from 'koa';
import { describe, expect, it } from 'vitest';
import type { CheckpointWatcher } from '../src/read-your-writes/checkpoint-watcher';
import { waitForOwnWrites } from '../src/read-your-writes/wait-for-own-writes';

/** A watcher that answers every wait with `reached`, noting the positions waited for. */
function watcherAnswering(reached: boolean) {
  const waited: bigint[] = [];
  const watcher = {
    waitFor: async (position: bigint) => {
      waited.push(position);
      return reached;
    },
    halted: () => new Map(),
  } as unknown as CheckpointWatcher;
  return { watcher, waited };
}

function contextOf(headers: Record<string, string>): Context {
  const app = new Koa();
  const res = { setHeader() {}, getHeader() {}, removeHeader() {}, headersSent: false };
  return app.createContext({ headers, url: '/api/cities', method: 'GET', socket: {} } as never, res as never);
}

describe('the wait for one’s own writes', () => {
  it('passes a request with nothing to wait for straight on, without a promise of its own', async () => {
    const { watcher, waited } = watcherAnswering(true);
    const signedOut = waitForOwnWrites({ watcher, signedIn: () => false });
    const signedIn = waitForOwnWrites({ watcher, signedIn: () => true });
    const onward = Promise.resolve();
    expect(signedOut(contextOf({ [READ_AFTER_HEADER.toLowerCase()]: '12' }), () => onward)).toBe(onward);
    expect(signedIn(contextOf({}), () => onward)).toBe(onward);
    expect(waited).toEqual([]);
  });

  it('waits for the position a signed-in request names before passing it on, and marks it stale past the bound', async () => {
    for (const reached of [true, false]) {
      const { watcher, waited } = watcherAnswering(reached);
      const middleware = waitForOwnWrites({ watcher, signedIn: () => true });
      const ctx = contextOf({ [READ_AFTER_HEADER.toLowerCase()]: '12' });
      const marked: string[] = [];
      ctx.set = ((name: string) => void marked.push(name)) as never;
      let passedOn = false;
      await middleware(ctx, async () => {
        expect(waited).toEqual([12n]);
        passedOn = true;
      });
      expect(passedOn).toBe(true);
      expect(marked).toEqual(reached ? [] : [STALE_READ_HEADER]);
    }
  });
});
