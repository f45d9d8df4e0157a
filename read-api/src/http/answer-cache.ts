import type { SessionUser } from '@seerat/access';
import type { CheckpointCache } from '@seerat/platform';
import type { Middleware } from 'koa';

/**
 * A JSON answer as the bytes that were sent: served again as they are, its text neither encoded
 * nor measured again on each request.
 */
export interface CachedAnswer {
  body: Buffer;
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
 * on anything else (the clock, say) marks it `Cache-Control: no-store` and is never cached.
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
    const key = `${user.id} ${ctx.url}`;
    const cached = cache.get(key);
    if (cached) {
      ctx.type = 'json';
      ctx.body = cached.body;
      return;
    }
    const readAt = cache.version();
    await next();
    if (ctx.status !== 200 || !ctx.response.is('json') || ctx.response.get('Cache-Control')) return;
    if (ctx.querystring && ctx.state.input === undefined) return;
    const body = Buffer.from(typeof ctx.body === 'string' ? ctx.body : JSON.stringify(ctx.body));
    cache.remember(key, readAt, { body });
    ctx.body = body;
  };
}
