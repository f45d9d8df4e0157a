import type { Context } from 'koa';
import type { CookieSigner } from './cookie-signer';

/** Finds a cookie in a `Cookie` header as the `cookies` library does: its first occurrence. */
const patterns = new Map<string, { value: RegExp; signature: RegExp; data: string }>();

function patternsOf(name: string) {
  let known = patterns.get(name);
  if (!known) {
    const pattern = (cookie: string) =>
      new RegExp(`(?:^|;) *${cookie.replace(/[-[\]{}()*+?.,\\^$|#\s]/g, '\\$&')}=([^;]*)`);
    known = { value: pattern(name), signature: pattern(`${name}.sig`), data: `${name}=` };
    patterns.set(name, known);
  }
  return known;
}

function cookieValue(header: string, pattern: RegExp): string | undefined {
  const value = pattern.exec(header)?.[1];
  return value?.[0] === '"' ? value.slice(1, -1) : value;
}

/**
 * The value of a signed cookie, exactly as `ctx.cookies.get(name, { signed: true })` gives it,
 * without Koa's `cookies` object for the common case: a cookie signed with the current key. Reading
 * the session cookie and the written-position cookie through that object cost a read of a cached
 * answer an object, its options and four header searches (bench/RESULTS.md, "Reads: round 3").
 * Anything else (no signature, a wrong one, one made with an older key) takes the library's own
 * way, which also answers it: a wrong signature's cookie is cleared, an older key's signed anew.
 */
export function signedCookie(ctx: Context, name: string): string | undefined {
  const value = currentlySignedCookie(ctx.req.headers.cookie, name, ctx.app.keys);
  return value === null ? ctx.cookies.get(name, { signed: true }) : value;
}

/**
 * `signedCookie` from a `Cookie` header alone: the value when the current key signed it,
 * `undefined` when there is no such cookie or no signature (the library finds none either), and
 * `null` when only the library can answer it (a signature of another key, or a wrong one).
 */
export function currentlySignedCookie(
  header: string | undefined,
  name: string,
  keys: unknown,
): string | null | undefined {
  if (!header) return undefined;
  const { value: valuePattern, signature: signaturePattern, data } = patternsOf(name);
  const value = cookieValue(header, valuePattern);
  if (value === undefined) return undefined;
  const signature = cookieValue(header, signaturePattern);
  if (!signature) return undefined;
  const signer = keys as CookieSigner | undefined;
  if (typeof signer?.index === 'function' && signer.index(data + value, signature) === 0) return value;
  return null;
}
