import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import session from 'koa-session';
import { cookieSigner } from './cookie-signer';
import type { SessionStore } from './postgres-session-store';
import { signedCookie } from './signed-cookie';

export const SESSION_COOKIE = 'seerat.sid';
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** An unchanged session is saved again (its idle timeout pushed forward) at most this often. */
export const SESSION_TOUCH_MS = 60 * 1000;
/** `ctx.state`'s note of the session id this request read from the store. */
const LOADED_SESSION_KEY = 'loadedSessionKey';

/** How the session cookie is written, by either middleware: signed, httpOnly, sameSite lax. */
function cookieOptions(secure: boolean) {
  return {
    maxAge: SESSION_IDLE_MS,
    httpOnly: true,
    signed: true,
    sameSite: 'lax',
    secure,
    overwrite: true,
  } as const;
}

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
  options: {
    store: SessionStore;
    keys: string[];
    secureCookies?: boolean;
    /**
     * Starts work for the user a session kept in memory names while the store checks that the
     * session is still current (`SessionStore.heldUserId`): one round trip instead of two in a row.
     * Whoever uses that work must first see `ctx.session` name the same user.
     */
    whileChecking?: (ctx: Context, heldUserId: number) => void;
  },
): Middleware {
  app.keys = cookieSigner(options.keys);
  const sessions = session(
    {
      key: SESSION_COOKIE,
      ...cookieOptions(options.secureCookies ?? false),
      rolling: false,
      renew: false,
      genid: () => randomBytes(32).toString('base64url'),
      store: {
        get: async (key, _maxAge, { ctx }) => {
          const held = options.whileChecking ? options.store.heldUserId?.(key) : null;
          if (typeof held === 'number') options.whileChecking?.(ctx, held);
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
      const current = ctx.session;
      if (current?.populated && isDueForTouch(current._expire)) current._requireSave = true;
    });
  return options.secureCookies ? secureCookiesBehindProxy(touching) : touching;
}

/**
 * The session middleware of an API that never changes a session (the read API): it reads the
 * cookie, looks the session up in the store and saves it again only to push its idle timeout
 * forward (at most once a minute, as `sessionMiddleware` does, and by UPDATE only, so a session
 * ended meanwhile stays ended). `ctx.session` is the stored data, frozen, or null. It spares each
 * read what koa-session does for a session that may change: a session object built per request,
 * an id drawn for every visitor without one, and the session serialised and checksummed twice to
 * learn it did not change (bench/RESULTS.md, "Reads: the lean path").
 */
export function readOnlySessionMiddleware(
  app: Koa,
  options: { store: SessionStore; keys: string[]; secureCookies?: boolean },
): Middleware {
  app.keys = cookieSigner(options.keys);
  const cookie = cookieOptions(options.secureCookies ?? false);
  const reading: Middleware = async (ctx, next) => {
    const key = signedCookie(ctx, SESSION_COOKIE);
    const data = key ? await currentSession(options.store, key) : null;
    // The read API's context has no koa-session accessor: this is its session, as read.
    (ctx as unknown as { session: Readonly<Record<string, unknown>> | null }).session = data;
    await next();
    if (key && data && sessionDueForTouch(data)) {
      await options.store.set(
        key,
        { ...withoutUnderscored(data), _expire: Date.now() + SESSION_IDLE_MS, _maxAge: SESSION_IDLE_MS },
        SESSION_IDLE_MS + STORE_GRACE_MS,
        { existing: true },
      );
      ctx.cookies.set(SESSION_COOKIE, key, cookie);
    }
  };
  return options.secureCookies ? secureCookiesBehindProxy(reading) : reading;
}

/**
 * The session stored under `key` as the read API serves it: frozen (the store's cached object
 * serves every request of this session, none may change it), or null once it has ended.
 */
export async function currentSession(
  store: SessionStore,
  key: string,
): Promise<Readonly<Record<string, unknown>> | null> {
  const stored = await store.get(key);
  return stored && !hasEnded(stored._expire) ? Object.freeze(stored) : null;
}

/** Whether a request of this session saves it again, to push its idle timeout forward. */
export function sessionDueForTouch(data: Readonly<Record<string, unknown>>): boolean {
  return isDueForTouch(data._expire) && hasData(data);
}

/** koa-session keeps a stored session this much longer than its cookie; both middlewares save alike. */
const STORE_GRACE_MS = 10_000;

/**
 * Behind a TLS-terminating proxy the API speaks plain http, and the cookies library refuses a
 * Secure cookie on a connection it deems insecure: the portal is served over HTTPS, so it is not.
 */
function secureCookiesBehindProxy(middleware: Middleware): Middleware {
  return async (ctx, next) => {
    ctx.cookies.secure = true;
    await middleware(ctx, next);
  };
}

/** Whether a session's last save (its `_expire` less the idle timeout) is over a minute old. */
function isDueForTouch(expire: unknown): boolean {
  return typeof expire === 'number' && Date.now() - (expire - SESSION_IDLE_MS) >= SESSION_TOUCH_MS;
}

function hasEnded(expire: unknown): boolean {
  return typeof expire === 'number' && expire < Date.now();
}

/** Whether a session holds anything: koa-session's own keys start with an underscore. */
function hasData(data: Record<string, unknown>): boolean {
  return Object.keys(data).some((name) => !name.startsWith('_'));
}

function withoutUnderscored(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([name]) => !name.startsWith('_')));
}
