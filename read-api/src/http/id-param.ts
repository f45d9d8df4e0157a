import { badRequest } from '@seerat/platform';
import type { Context } from 'koa';
import { z } from 'zod';

/** An id as it arrives in a path or query: a whole number the read models' integer ids can hold. */
export const idTextSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'Must be a whole number')
  .transform(Number)
  .pipe(z.number().max(2_147_483_647, 'Must be a whole number'));

/**
 * The id in a route's path (`/cities/:id`): anything else is a 400 before any query runs, so
 * `/cities/abc` never reaches the database.
 */
export function idParam(ctx: Context, name = 'id'): number {
  const parsed = idTextSchema.safeParse(ctx.params?.[name]);
  if (!parsed.success) throw badRequest('Invalid input', { [name]: 'Must be a whole number' });
  return parsed.data;
}
