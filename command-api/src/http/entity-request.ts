import { badRequest } from '@seerat/platform';
import type { Context } from 'koa';
import { z } from 'zod';
import { parseIfMatch } from './command-metadata';

/** The id in an entity's address (`/api/cities/42`); anything else is a 400. */
export const entityIdParam = z.coerce.number().int().positive();

/**
 * The stream revision the client read, from `If-Match`, so the command answers 409 when the
 * entity changed since; `undefined` when the client sent none (last write wins).
 */
export function ifMatchRevision(ctx: Context): bigint | undefined {
  const revision = parseIfMatch(ctx.get('if-match'));
  if (revision === 'invalid') throw badRequest('If-Match must be the version you read, such as "3"');
  return revision;
}

/** An update body may repeat the entity's id; a different one is a mistake, never a redirect. */
export function assertSameId(bodyId: number | undefined, addressId: number): void {
  if (bodyId !== undefined && bodyId !== addressId) {
    throw badRequest('The id in the body does not match the address', { id: 'Does not match the address' });
  }
}
