import type { Context } from 'koa';
import { SESSION_IDLE_MS } from '../session/session-middleware';
import { signedCookie } from '../session/signed-cookie';

/**
 * The newest event position a browser's writes reached, in a signed cookie beside the session's:
 * both APIs wait for it before answering that browser again (read-your-writes). It lives in a
 * cookie rather than in the session so that a command never saves its session: one statement and
 * one commit fewer on every write (bench/RESULTS.md, "Commands: one client", round 3). Signed with
 * the session's keys, so nobody sets another's; its owner could only make their own reads wait
 * longer or see older data, and it counts only while they are signed in.
 */
export const WRITTEN_POSITION_COOKIE = 'seerat.pos';

/** Remembers `position` for this browser's next requests, unless it already waits for a later one. */
export function rememberWrittenPosition(ctx: Context, position: bigint): void {
  const remembered = writtenPosition(ctx);
  if (remembered !== null && remembered >= position) return;
  ctx.cookies.set(WRITTEN_POSITION_COOKIE, position.toString(), {
    maxAge: SESSION_IDLE_MS,
    httpOnly: true,
    signed: true,
    sameSite: 'lax',
    // True where the session middleware found the portal served over TLS, as the session cookie.
    secure: ctx.cookies.secure,
    overwrite: true,
  });
}

/** The position this browser's writes reached, as its signed cookie says; null without one. */
export function writtenPosition(ctx: Context): bigint | null {
  return parsePosition(signedCookie(ctx, WRITTEN_POSITION_COOKIE));
}

/** A position as a cookie or header carries it (decimal digits), or null for anything else. */
export function parsePosition(value: unknown): bigint | null {
  return typeof value === 'string' && /^\d{1,19}$/.test(value) ? BigInt(value) : null;
}
