import { READ_AFTER_HEADER, STALE_READ_HEADER } from '@seerat/contracts';
import type { Context, Middleware } from 'koa';
import type { Logger } from '../logging/logger';
import type { CheckpointWatcher } from './checkpoint-watcher';
import { parsePosition, writtenPosition } from './written-position-cookie';

/**
 * The longest a request waits for the projector to reach the position it must see (its session's
 * own writes, or `X-Read-After-Position`), in milliseconds. After it the request is served,
 * marked stale. The README's security section promises this number.
 */
export const READ_YOUR_WRITES_TIMEOUT_MS = 3000;

/** At most one warning about reads served stale per this many milliseconds (per process). */
export const STALE_READ_WARNING_INTERVAL_MS = 60_000;

/**
 * Before a read, wait (bounded) until the projector has passed the newest position this session
 * wrote, or the position a signed-in client names in `X-Read-After-Position`. The header is
 * ignored for a caller who is not signed in: otherwise anyone could make every request wait the
 * whole bound (a position far ahead) and fill the log with warnings. If the bound runs out the
 * read is served anyway, marked stale, rather than failing: a slow projector must not take the
 * whole portal down with it. A read of a read model halted before that position is served at once,
 * marked stale: waiting would not help. `readModelsOf` names the read models a request reads
 * (undefined: any of them); they alone decide.
 */
export function waitForOwnWrites(options: OwnWritesOptions): Middleware {
  const waitUntil = reachedOrStale(options);
  // Without a promise of its own when there is nothing to wait for, as for most reads (bench/RESULTS.md, "Reads: round 3").
  return (ctx, next) => {
    const target = targetPosition(ctx, options.signedIn(ctx));
    return target === null ? next() : waitUntil(ctx, target).then(() => next());
  };
}

export interface OwnWritesOptions {
  watcher: CheckpointWatcher;
  timeoutMs?: number;
  /** Whether the request's session belongs to a signed-in user. */
  signedIn: (ctx: Context) => boolean;
  readModelsOf?: (ctx: Context) => readonly string[] | undefined;
  clock?: () => number;
}

/** The wait of `waitForOwnWrites`, for a request that waits only once it reads what needs it. */
export function ownWritesWait(options: OwnWritesOptions): (ctx: Context) => Promise<void> {
  const waitUntil = reachedOrStale(options);
  return async (ctx) => {
    const target = targetPosition(ctx, options.signedIn(ctx));
    if (target !== null) await waitUntil(ctx, target);
  };
}

/** Waits until the read models reach `target`, or marks the answer stale when they do not in time. */
function reachedOrStale(options: OwnWritesOptions): (ctx: Context, target: bigint) => Promise<void> {
  const warn = staleReadWarnings({ clock: options.clock ?? Date.now });
  return async (ctx, target) => {
    const readModels = options.readModelsOf?.(ctx);
    const timeoutMs = options.timeoutMs ?? READ_YOUR_WRITES_TIMEOUT_MS;
    const reached = await options.watcher.waitFor(target, timeoutMs, readModels);
    if (reached) return;
    ctx.set(STALE_READ_HEADER, 'true');
    warn(ctx.state.logger, { target: target.toString(), halted: [...options.watcher.halted().keys()] });
  };
}

/**
 * A warning for the first stale read, then at most one per interval, counting the stale reads it
 * stands for: a lagging projector is worth a line a minute, not one per request.
 */
export function staleReadWarnings(options: { clock: () => number; intervalMs?: number }) {
  const intervalMs = options.intervalMs ?? STALE_READ_WARNING_INTERVAL_MS;
  let lastWarnedAt = Number.NEGATIVE_INFINITY;
  let unreported = 0;
  return (logger: Logger | undefined, details: { target: string; halted: string[] }) => {
    unreported++;
    const now = options.clock();
    if (now - lastWarnedAt < intervalMs) return;
    logger?.warn({ ...details, staleReads: unreported }, 'reads served before the projector reached them');
    lastWarnedAt = now;
    unreported = 0;
  };
}

/** `READ_AFTER_HEADER` as Node keeps it: looked up so, it is not lower-cased anew on every read. */
export const READ_AFTER_FIELD = READ_AFTER_HEADER.toLowerCase();

function targetPosition(ctx: Context, signedIn: boolean): bigint | null {
  if (!signedIn) return null;
  return ownWriteTarget(writtenPosition(ctx), ctx.req.headers[READ_AFTER_FIELD]);
}

/**
 * The position a signed-in request waits for: the later of its written-position cookie's and
 * its `READ_AFTER_HEADER`'s, or null when it carries neither.
 */
export function ownWriteTarget(fromCookie: bigint | null, readAfterHeader: unknown): bigint | null {
  const fromHeader = parsePosition(readAfterHeader);
  if (fromHeader === null) return fromCookie;
  if (fromCookie === null) return fromHeader;
  return fromHeader > fromCookie ? fromHeader : fromCookie;
}
