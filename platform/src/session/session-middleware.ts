import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import session from 'koa-session';
import { cookieSigner } from './cookie-signer';
import type { SessionStore } from './postgres-session-store';

export const SESSION_COOKIE = 'seerat.sid';
/** The session key both APIs use for the newest event position this session wrote. */
export const SESSION_POSITION_KEY = 'lastWrittenPosition';
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** An unchanged session is saved again (its idle timeout pushed forward) at most this often. */
export const SESSION_TOUCH_MS = 60 * 1000;
/** `ctx.state`'s note of the session id this request read from the store. */
const LOADED_SESSION_KEY = 'loadedSessionKey';

/**
 * The session cookie both APIs share: signed with the same keys, httpOnly, sameSite lax,
 * `secure` when the portal is served over TLS (set `secureCookies`). The session itself lives
 * in the store (PostgreSQL, kept in each process's memory: `createCachedSessionStore`).
 *
 * A session is saved when a request changed it, and otherwise at most once a minute, to push its
 * idle timeout forward: reads stay free of writes, and the idle timeout is kept to the minute.
 */
export function sessionMiddleware(
  app: Koa,
  options: { store: SessionStore; keys: string[]; secureCookies?: boolean },
): Middleware {
  app.keys = cookieSigner(options.keys);
  const sessions = session(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_IDLE_MS,
      rolling: false,
      renew: false,
      httpOnly: true,
      signed: true,
      sameSite: 'lax',
      secure: options.secureCookies ?? false,
      genid: () => randomBytes(32).toString('base64url'),
      store: {
        get: async (key, _maxAge, { ctx }) => {
          const data = await options.store.get(key);
          if (data) ctx.state[LOADED_SESSION_KEY] = key;
          return data;
        },
        // The session this request read is saved by UPDATE only: if a sign-out, password change
        // or deactivation deleted it meanwhile, it stays deleted (see `SessionStore`).
        set: (key, value, maxAge, { ctx }) =>
          options.store.set(key, value, maxAge, { existing: ctx.state[LOADED_SESSION_KEY] === key }),
        destroy: (key) => options.store.destroy(key),
      },
    },
    app,
  );
  const touching: Middleware = (ctx, next) =>
    sessions(ctx, async () => {
      await next();
      touchIfIdle(ctx);
    });
  if (!options.secureCookies) return touching;
  // Behind a TLS-terminating proxy the API speaks plain http, and the cookies library refuses a
  // Secure cookie on a connection it deems insecure: the portal is served over HTTPS, so it is not.
  return async (ctx, next) => {
    ctx.cookies.secure = true;
    await touching(ctx, next);
  };
}

/** Marks a signed-in session for saving when its last save is over a minute old. */
function touchIfIdle(ctx: Context) {
  const current = ctx.session;
  if (!current?.populated || typeof current._expire !== 'number') return;
  const savedAt = current._expire - SESSION_IDLE_MS;
  if (Date.now() - savedAt >= SESSION_TOUCH_MS) current._requireSave = true;
}
