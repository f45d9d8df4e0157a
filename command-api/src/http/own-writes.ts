import type Router from '@koa/router';
import { sessionUserId } from '@seerat/access';
import { type CheckpointWatcher, matchedOncePerPath, ownWritesWait } from '@seerat/platform';
import type { Context, Middleware } from 'koa';

/**
 * The name of a command route whose rules read only facts checked against their streams (see
 * `ProjectedStreams`) until it calls `ownWritesSeen`: it waits for the session's own earlier
 * writes there, before it reads anything else, not before it starts.
 */
export const WAITS_WHERE_IT_READS = 'waits-for-own-writes-where-it-reads';

/**
 * Commands read facts from the read models, so they wait for the session's own earlier writes
 * just as reads do (read-your-writes). A route named `WAITS_WHERE_IT_READS` waits only when it
 * asks: a masool's next report on their city need not wait for the last one to be projected.
 */
export function ownWrites(options: { watcher: CheckpointWatcher; routers: readonly Router[] }): Middleware {
  const wait = ownWritesWait({ watcher: options.watcher, signedIn: (ctx) => sessionUserId(ctx) !== null });
  const waitsWhereItReads = matchedOncePerPath((ctx) =>
    options.routers.some((router) =>
      router.match(ctx.path, ctx.method).pathAndMethod.some((layer) => layer.name === WAITS_WHERE_IT_READS),
    ),
  );
  return async (ctx, next) => {
    let seen: Promise<void> | undefined;
    ctx.state.ownWritesSeen = () => {
      seen ??= wait(ctx);
      return seen;
    };
    if (!waitsWhereItReads(ctx)) await ownWritesSeen(ctx)();
    return next();
  };
}

/** Waits (once per request) until the read models hold the session's own earlier writes. */
export function ownWritesSeen(ctx: Context): () => Promise<void> {
  return ctx.state.ownWritesSeen as () => Promise<void>;
}
