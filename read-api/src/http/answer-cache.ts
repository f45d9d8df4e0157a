import type { SessionUser } from '@seerat/access';
import type { CheckpointCache } from '@seerat/platform';
import type { Context, Middleware } from 'koa';

/**
 * A JSON answer as the bytes that were sent: served again as they are, its text neither encoded
 * nor measured again on each request.
 */
export interface CachedAnswer {
  body: Buffer;
  /** Sent with `Cache-Control: no-store` (`noStoreForBrowsers`): kept here, never by a browser. */
  noStore?: true;
  /**
   * The body compressed, by encoding, once a client asked for it (`answersFromMemory`): a small
   * part of the body's weight, which alone is counted.
   */
  encoded?: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

/**
 * Serves a signed-in user's repeated GET from memory until the projector next reports a change:
 * every answer of the read API is a function of the user, the URL and the read models,
 * and the read models change only when the projector reports it (see `CheckpointCache`). The
 * session is still looked up on every request, so a sign-out or an ended session takes effect
 * at once.
 *
 * Only 200 JSON answers without a `Cache-Control` header are kept: a route whose answer depends
 * on anything else (the clock, say) marks it `Cache-Control: no-store` and is never cached. A
 * route that only forbids browsers and proxies to keep it (`noStoreForBrowsers`) is kept, and
 * answered with the same header.
 *
 * A URL with a query string is kept only when its route validated the query (`validate`, which
 * refuses every parameter the route does not declare): an unknown parameter is a 400, and a route
 * that reads no query never answers a made-up one from a new entry, so nobody fills the cache
 * with `?x=1`, `?x=2`, ….
 */
export function answerCache(cache: CheckpointCache<CachedAnswer>): Middleware {
  return async (ctx, next) => {
    const user = ctx.state.user as SessionUser | null | undefined;
    if (ctx.method !== 'GET' || !user) return next();
    const key = answerKey(user.id, ctx.url);
    const cached = cache.get(key);
    if (cached) {
      ctx.type = 'json';
      if (cached.noStore) ctx.set('Cache-Control', 'no-store');
      ctx.body = cached.body;
      return;
    }
    const readAt = cache.version();
    await next();
    const noStore = ctx.state[KEPT_THOUGH_NO_STORE] === true;
    if (ctx.status !== 200 || !ctx.response.is('json')) return;
    if (ctx.response.get('Cache-Control') && !noStore) return;
    if (ctx.querystring && ctx.state.input === undefined) return;
    const body = Buffer.from(typeof ctx.body === 'string' ? ctx.body : JSON.stringify(ctx.body));
    cache.remember(key, readAt, noStore ? { body, noStore } : { body });
    ctx.body = body;
  };
}

const KEPT_THOUGH_NO_STORE = 'answerKeptThoughNoStore';

/**
 * `Cache-Control: no-store` for an answer browsers and proxies must never keep (the spec's lists
 * "never cached"), which the read API may still keep: it depends only on the user, the address and
 * the read models, and the kept answers go at the projector's next change.
 */
export function noStoreForBrowsers(ctx: Context): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.state[KEPT_THOUGH_NO_STORE] = true;
}

/**
 * The earlier product's cache busters, `?time=` of the team list and `?t=` of a city's qabails:
 * their routes accept and ignore them (no other route declares either), so the key keeps their
 * names but not their values, or every read of a browser would be a new entry. The name stays:
 * a route that does not declare it refuses it with a 400, which must never be answered from an
 * entry kept without it.
 */
const CACHE_BUSTER_VALUE = /(?<=[?&])(t|time)=[^&]*/g;

/** The key of a user's answer to `url` (path and query, as the request line has it). */
export function answerKey(userId: number, url: string): string {
  return `${userId} ${url.replace(CACHE_BUSTER_VALUE, '$1=')}`;
}
