import { POSITION_HEADER } from '@seerat/contracts';
import type { Position } from '@seerat/eventstore';
import { rememberWrittenPosition as rememberInCookie } from '@seerat/platform';
import type { Context } from 'koa';

/**
 * Every command route answers through here: the body, the entity's `version` (the stream
 * revision to send back in `If-Match`) and `position` (where its newest event sits). The position
 * also goes to the client (header) and to its written-position cookie, so the same browser's next read waits
 * until the projector has passed it (read-your-writes).
 */
export function answerCommand(
  ctx: Context,
  result: { revision: bigint | null; position: Position | null },
  body: object,
  status: 200 | 201 | 202 = 200,
): void {
  rememberWrittenPosition(ctx, result.position);
  ctx.status = status;
  ctx.body = {
    ...body,
    version: result.revision === null ? null : Number(result.revision),
    position: result.position?.toString() ?? null,
  };
}

export function rememberWrittenPosition(ctx: Context, position: Position | null): void {
  if (position === null) return;
  ctx.set(POSITION_HEADER, position.toString());
  rememberInCookie(ctx, position);
}
