import { CHANGE_GENERATED_PASSWORD } from '@seerat/contracts';
import Koa, { type Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { generatedPasswordGuard } from '../src/generated-password-guard';
import { loadSessionUser, type SessionUser } from '../src/session-user';

/**
 * The layers every request passes add no promise of their own where they need not wait
 * (bench/RESULTS.md, "Reads: round 3"), and still do their work.
 */
function contextOf(session: Record<string, unknown> | null, method = 'GET', url = '/api/cities'): Context {
  const ctx = new Koa().createContext({ headers: {}, url, method, socket: {} } as never, {} as never);
  (ctx as unknown as { session: unknown }).session = session;
  return ctx;
}

const user = { id: 3, username: 'u', mustChangePassword: false } as SessionUser;

describe("the session's user", () => {
  it('is none for a signed-out request, passed on without a promise of its own', () => {
    const ctx = contextOf(null);
    const onward = Promise.resolve();
    const loads: number[] = [];
    const returned = loadSessionUser(async (id) => {
      loads.push(id);
      return user;
    })(ctx, () => onward);
    expect(returned).toBe(onward);
    expect(ctx.state.user).toBeNull();
    expect(loads).toEqual([]);
  });

  it('is loaded for a signed-in request before it is passed on, and none once they are gone', async () => {
    for (const loaded of [user, null]) {
      const ctx = contextOf({ userId: 3 });
      let seen: unknown = 'not passed on';
      await loadSessionUser(async (id) => (id === 3 ? loaded : user))(ctx, async () => {
        seen = ctx.state.user;
      });
      expect(seen).toBe(loaded);
    }
  });
});

describe('the generated-password guard', () => {
  it('passes everyone else on without a promise of its own, and refuses a generated password all but Change Password', async () => {
    const guard = generatedPasswordGuard();
    const onward = Promise.resolve();
    const ctx = contextOf({ userId: 3 });
    ctx.state.user = user;
    expect(guard(ctx, () => onward)).toBe(onward);
    const generated = contextOf({ userId: 3 });
    generated.state.user = { ...user, mustChangePassword: true };
    expect(() => guard(generated, () => onward)).toThrow(CHANGE_GENERATED_PASSWORD);
    const changing = contextOf({ userId: 3 }, 'PUT', '/api/user/change-password');
    changing.state.user = { ...user, mustChangePassword: true };
    expect(guard(changing, () => onward)).toBe(onward);
  });
});
