import { POSITION_HEADER } from '@seerat/contracts';
import type { Position } from '@seerat/eventstore';
import { SESSION_POSITION_KEY } from '@seerat/platform';
import type { Context } from 'koa';

/**
 * Tells the client (header) and the session (for the read API) where this command's events are,
 * so the next read by the same session waits until the projector has passed them.
 */
export function rememberWrittenPosition(ctx: Context, position: Position | null): void {
  if (position === null) return;
  ctx.set(POSITION_HEADER, position.toString());
  if (!ctx.session) return;
  const previous = ctx.session[SESSION_POSITION_KEY];
  if (typeof previous !== 'string' || BigInt(previous) < position) {
    ctx.session[SESSION_POSITION_KEY] = position.toString();
  }
}
