import type { EventMetadata } from '@seerat/contracts';
import type { Context } from 'koa';

export interface Actor {
  userId: number | null;
  username: string;
}

/**
 * The metadata every event of this request carries: who, why, from where, which request. The
 * audit history is read from it. `now` enters here so deciders never read the clock.
 */
export function commandMetadata(ctx: Context, actor: Actor, changeReason?: string | null): EventMetadata {
  return {
    userId: actor.userId,
    username: actor.username,
    changeReason: changeReason?.trim() ? changeReason.trim() : null,
    ipAddress: ctx.ip || null,
    userAgent: ctx.get('user-agent') || null,
    correlationId: String(ctx.state.correlationId),
    causationId: null,
    occurredAt: new Date().toISOString(),
  };
}

/** `If-Match: "3"` or `If-Match: 3` → 3n; absent → undefined; garbage → a 400 by the caller. */
export function parseIfMatch(header: string): bigint | undefined | 'invalid' {
  if (!header) return undefined;
  const match = /^(?:W\/)?"?(\d{1,18})"?$/.exec(header.trim());
  return match?.[1] ? BigInt(match[1]) : 'invalid';
}
