import { CHANGE_GENERATED_PASSWORD, notAllowed } from '@seerat/contracts';
import type { Middleware } from 'koa';
import type { SessionUser } from './session-user';

/**
 * What a session whose password the portal generated may still do: read who it is, choose its
 * own password, sign out, or sign in as someone else.
 */
const BEFORE_CHANGING = new Set([
  'GET /api/user',
  'HEAD /api/user',
  'PUT /api/user/change-password',
  'POST /api/logout',
  'POST /api/login',
]);

/**
 * Refuses a user who still has a generated password (`mustChangePassword`) everything else with
 * a 403, in both APIs and before any route runs: a password printed to a console or a log is
 * nobody's secret, so it opens nothing but Change Password.
 */
export function generatedPasswordGuard(): Middleware {
  // Not async: every request passes here, and a promise of its own would be one more allocation each.
  return (ctx, next) => {
    const user = ctx.state.user as SessionUser | null | undefined;
    if (user?.mustChangePassword === true && !BEFORE_CHANGING.has(`${ctx.method} ${ctx.path}`)) {
      throw notAllowed(CHANGE_GENERATED_PASSWORD);
    }
    return next();
  };
}
