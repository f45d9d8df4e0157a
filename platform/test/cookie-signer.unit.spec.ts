import { describe, expect, it } from 'vitest';
import { cookieSigner } from '../src/session/cookie-signer';

const DATA = 'seerat.sid=abc123';
/** Signatures `keygrip` gave for DATA (`keygrip(['first-secret']).sign(DATA)`, and the second key's). */
const BY_FIRST = '9jkzZVigu8AlRu7GFjHWPUFvi88';
const BY_SECOND = 'PtWHlRlm7kK2amHBLLdd3KtaVeM';

describe('the session cookie signer', () => {
  it('signs as keygrip did, so cookies issued before stay valid', () => {
    expect(cookieSigner(['first-secret']).sign(DATA)).toBe(BY_FIRST);
    expect(cookieSigner(['second-secret', 'first-secret']).sign(DATA)).toBe(BY_SECOND);
  });

  it('names the key that signed a cookie: an older one is re-signed by the cookies library', () => {
    const signer = cookieSigner(['second-secret', 'first-secret']);
    expect(signer.index(DATA, BY_SECOND)).toBe(0);
    expect(signer.index(DATA, BY_FIRST)).toBe(1);
    expect(signer.index(DATA, BY_FIRST)).toBe(1);
  });

  it('refuses a changed signature or a changed value even after the cookie was verified', () => {
    const signer = cookieSigner(['first-secret']);
    expect(signer.verify(DATA, BY_FIRST)).toBe(true);
    expect(signer.verify(DATA, BY_FIRST)).toBe(true);
    expect(signer.index(DATA, `${BY_FIRST.slice(0, -1)}9`)).toBe(-1);
    expect(signer.index(DATA, BY_FIRST.slice(0, -1))).toBe(-1);
    expect(signer.index(DATA, '')).toBe(-1);
    expect(signer.index('seerat.sid=abc124', BY_FIRST)).toBe(-1);
    expect(signer.index(DATA, BY_SECOND)).toBe(-1);
    expect(signer.verify(DATA, BY_FIRST)).toBe(true);
  });
});
