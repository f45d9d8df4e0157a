import { READ_AFTER_HEADER, STALE_READ_HEADER } from '@seerat/contracts';
import type { Context, Middleware } from 'koa';
import { SESSION_POSITION_KEY } from '../session/session-middleware';
import type { CheckpointWatcher } from './checkpoint-watcher';

/**
 * Before a read, wait (bounded) until the projector has passed the newest position this session
 * wrote, or the position the client names in `X-Read-After-Position`. If the bound runs out the
 * read is served anyway, marked stale, rather than failing: a slow projector must not take the
 * whole portal down with it. A read of a read model halted before that position is served at once,
 * marked stale: waiting would not help. `readModelsOf` names the read models a request reads
 * (undefined: any of them); they alone decide.
 */
export function waitForOwnWrites(options: {
  watcher: CheckpointWatcher;
  timeoutMs: number;
  readModelsOf?: (ctx: Context) => readonly string[] | undefined;
}): Middleware {
  return async (ctx, next) => {
    const target = targetPosition(ctx);
    if (target !== null) {
      const readModels = options.readModelsOf?.(ctx);
      const reached = await options.watcher.waitFor(target, options.timeoutMs, readModels);
      if (!reached) {
        ctx.set(STALE_READ_HEADER, 'true');
        ctx.state.logger?.warn(
          { target: target.toString(), halted: [...options.watcher.halted().keys()] },
          'read served before the projector reached it',
        );
      }
    }
    return next();
  };
}

function targetPosition(ctx: Context): bigint | null {
  const fromHeader = parsePosition(ctx.get(READ_AFTER_HEADER));
  const fromSession = parsePosition(ctx.session?.[SESSION_POSITION_KEY]);
  if (fromHeader === null) return fromSession;
  if (fromSession === null) return fromHeader;
  return fromHeader > fromSession ? fromHeader : fromSession;
}

function parsePosition(value: unknown): bigint | null {
  return typeof value === 'string' && /^\d{1,19}$/.test(value) ? BigInt(value) : null;
}
