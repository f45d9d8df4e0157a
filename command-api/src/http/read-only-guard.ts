import type { SessionUser } from '@seerat/access';
import { isReadOnly, notAllowed } from '@seerat/contracts';
import type { Middleware } from 'koa';
import { VERIFY_PATH } from '../features/audit/verify-routes';

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The caller's own session stays theirs: an auditor signs in and out and keeps their password.
 * Everything else that writes is the organisation's.
 */
export const OWN_SESSION_PATHS = new Set(['/api/login', '/api/logout', '/api/user/change-password']);
/** Verifying the log is an auditor's own work: a POST that records no event. */
const AUDITORS_POSTS = new Set([VERIFY_PATH]);

/**
 * Refuses a read-only caller (an auditor: `isReadOnly` in the policy) every other mutation with a
 * 403, before the request is validated or any route runs. The use cases' own policy checks refuse
 * them too; this guard makes a route added later unable to forget it.
 */
export function readOnlyGuard(): Middleware {
  return async (ctx, next) => {
    const user = ctx.state.user as SessionUser | null | undefined;
    if (
      user &&
      !READING_METHODS.has(ctx.method) &&
      !OWN_SESSION_PATHS.has(ctx.path) &&
      !AUDITORS_POSTS.has(ctx.path) &&
      isReadOnly(user)
    ) {
      throw notAllowed('Auditors have read-only access');
    }
    await next();
  };
}
