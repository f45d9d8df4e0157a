import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import session from 'koa-session';
import type { SessionStore } from './postgres-session-store';

export const SESSION_COOKIE = 'seerat.sid';
/** The session key both APIs use for the newest event position this session wrote. */
export const SESSION_POSITION_KEY = 'lastWrittenPosition';
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The session cookie both APIs share: signed with the same keys, httpOnly, sameSite lax,
 * `secure` when the portal is served over TLS (set `secureCookies`). The session itself lives
 * in the Postgres store; koa-session only loads it when a handler touches `ctx.session`.
 */
export function sessionMiddleware(
  app: Koa,
  options: { store: SessionStore; keys: string[]; secureCookies?: boolean },
) {
  app.keys = options.keys;
  const sessions = session(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_IDLE_MS,
      // Re-save the session only when half its idle time has passed, not on every request:
      // reads stay free of writes, and an active user is never signed out mid-work.
      renew: true,
      httpOnly: true,
      signed: true,
      sameSite: 'lax',
      secure: options.secureCookies ?? false,
      genid: () => randomBytes(32).toString('base64url'),
      store: {
        get: (key) => options.store.get(key),
        set: (key, value, maxAge) => options.store.set(key, value, maxAge),
        destroy: (key) => options.store.destroy(key),
      },
    },
    app,
  );
  if (!options.secureCookies) return sessions;
  // Behind a TLS-terminating proxy the API speaks plain http, and the cookies library refuses a
  // Secure cookie on a connection it deems insecure: the portal is served over HTTPS, so it is not.
  const secure: Koa.Middleware = async (ctx, next) => {
    ctx.cookies.secure = true;
    await sessions(ctx, next);
  };
  return secure;
}
