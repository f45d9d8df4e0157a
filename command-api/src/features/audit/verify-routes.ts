import Router from '@koa/router';
import { authorize, signedIn } from '@seerat/access';
import type { ChainVerificationAnswer } from '@seerat/contracts';
import { HttpError, validate } from '@seerat/platform';

export const VERIFY_PATH = '/api/audit/verify';
export const VERIFICATIONS_TOO_MANY = 'Too many verifications. Please try again later.';

/** How many verifications one user may ask for in a window, unless the deps say otherwise. */
const DEFAULT_LIMIT = { count: 5, windowMs: 10 * 60_000 };

export interface VerifyDeps {
  /** Verifies the log; a call made while one runs gets that run's answer (`singleFlight`). */
  verify: () => Promise<ChainVerificationAnswer>;
  limit?: { count: number; windowMs: number };
  clock?: () => number;
}

/**
 * `POST /api/audit/verify` (auditors and administrators): recomputes the event log's hash chain,
 * checks it against every published digest and publishes the new head, as `npm run verify` does.
 * A POST, not a GET: it reads the whole log and publishes a receipt, so neither a link nor a
 * prefetch may start it, and no cache may answer it. The log itself is not changed (no event),
 * so auditors may call it (`readOnlyGuard`). Each user may ask five times in ten minutes (in
 * each API process); past that, 429 with Retry-After.
 */
export function verifyRouter(deps: VerifyDeps): Router {
  const router = new Router();
  const limiter = perUserLimit(deps.limit ?? DEFAULT_LIMIT, deps.clock ?? Date.now);
  router.post(VERIFY_PATH, signedIn, validate({}), async (ctx) => {
    const user = authorize(ctx, 'audit_trail');
    const retryAfterMs = limiter.take(user.id);
    if (retryAfterMs > 0) {
      const seconds = String(Math.ceil(retryAfterMs / 1000));
      throw new HttpError(429, VERIFICATIONS_TOO_MANY, undefined, { 'Retry-After': seconds });
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deps.verify();
  });
  return router;
}

/** A sliding window per user: `take` answers 0 when allowed, else how long until the next. */
function perUserLimit(limit: { count: number; windowMs: number }, clock: () => number) {
  const taken = new Map<number, number[]>();
  return {
    take(userId: number): number {
      const now = clock();
      const recent = (taken.get(userId) ?? []).filter((at) => now - at < limit.windowMs);
      if (recent.length >= limit.count) {
        taken.set(userId, recent);
        return recent[0]! + limit.windowMs - now;
      }
      taken.set(userId, [...recent, now]);
      return 0;
    },
  };
}

/**
 * One run at a time: a call while `run` is running gets the same promise, so any number of
 * auditors pressing Verify (and the digest job) cost one pass over the log.
 */
export function singleFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
}
