import { createHmac, timingSafeEqual } from 'node:crypto';

/** What Koa's cookies sign and verify signed cookies with (the `keygrip` interface). */
export interface CookieSigner {
  sign(data: string): string;
  verify(data: string, digest: string): boolean;
  /** The index of the key that signed `data` as `digest`, or -1. */
  index(data: string, digest: string): number;
}

/** How many verified cookies are remembered (the longest remembered go first). */
const REMEMBERED = 10_000;

/**
 * Signs cookies exactly as `keygrip` does (HMAC-SHA1, base64url), so cookies already issued stay
 * valid, but checks a signature with one comparison: `keygrip` compares through `tsscmp`, which
 * draws random bytes and computes two more HMACs on every request, and a read of a cached answer
 * spent about an eighth of its time there (bench/RESULTS.md, issue 26). A cookie verified once is
 * remembered with its signature, so the same cookie on the next request costs a map look-up and
 * a constant-time comparison. Only verified signatures are remembered: a forged one cannot fill it.
 */
export function cookieSigner(keys: readonly string[]): CookieSigner {
  if (keys.length === 0) throw new Error('cookieSigner needs at least one key');
  const verified = new Map<string, { digest: Buffer; index: number }>();
  const sign = (data: string, key: string) => createHmac('sha1', key).update(data).digest('base64url');

  const index = (data: string, digest: string): number => {
    const given = Buffer.from(digest);
    const known = verified.get(data);
    if (known && sameBytes(known.digest, given)) return known.index;
    for (let i = 0; i < keys.length; i++) {
      if (!sameBytes(Buffer.from(sign(data, keys[i]!)), given)) continue;
      verified.delete(data);
      verified.set(data, { digest: given, index: i });
      if (verified.size > REMEMBERED) verified.delete(verified.keys().next().value!);
      return i;
    }
    return -1;
  };

  return {
    sign: (data) => sign(data, keys[0]!),
    verify: (data, digest) => index(data, digest) > -1,
    index,
  };
}

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}
