import { requireUser } from '@seerat/access';
import type { Context } from 'koa';
import type { Actor } from '../commands/actor';

/**
 * The signed-in user of this request as the actor of its command (401 when nobody is signed in),
 * with where the request came from and the time the API's clock gave it (`ctx.state.now`).
 */
export function actorOf(ctx: Context): Actor {
  const user = requireUser(ctx);
  return {
    principal: user,
    userId: user.id,
    username: user.username,
    ipAddress: ctx.ip || null,
    userAgent: ctx.get('user-agent') || null,
    correlationId: String(ctx.state.correlationId),
    causationId: null,
    now: ctx.state.now as Date,
  };
}
