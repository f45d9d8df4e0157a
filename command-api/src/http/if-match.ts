import { badRequest } from '@seerat/platform';
import type { Context } from 'koa';

/**
 * The stream revision the client read, from `If-Match` (`"3"`, `3` or `W/"3"`), so the command
 * answers 409 when the entity changed since; `undefined` when the client sent none (last write
 * wins). Anything else is a 400.
 */
export function ifMatchRevision(ctx: Context): bigint | undefined {
  const header = ctx.get('if-match');
  if (!header) return undefined;
  const match = /^(?:W\/)?"?(\d{1,18})"?$/.exec(header.trim());
  if (!match?.[1]) {
    const message = 'If-Match must be the version you read, such as "3"';
    throw badRequest(message, { 'If-Match': message });
  }
  return BigInt(match[1]);
}

/** An update body may repeat the entity's id; a different one is a mistake, never a redirect. */
export function assertSameId(bodyId: number | undefined, addressId: number): void {
  if (bodyId !== undefined && bodyId !== addressId) {
    throw badRequest('The id in the body does not match the address', { id: 'Does not match the address' });
  }
}
