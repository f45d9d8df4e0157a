import type {} from '@koa/bodyparser';
import type { Middleware } from 'koa';
import type { z } from 'zod';

/**
 * Validation as middleware: the handler after it reads `ctx.state.input`, already parsed, and
 * carries no try/catch. A failure is a ZodError, which the error middleware answers as a 400
 * naming the failing fields. Nothing is written before this has passed.
 */
export function validateBody<Schema extends z.ZodType>(
  schema: Schema,
): Middleware<{ input: z.infer<Schema> }> {
  return async (ctx, next) => {
    ctx.state.input = schema.parse(ctx.request.body ?? {});
    await next();
  };
}

export function validateQuery<Schema extends z.ZodType>(
  schema: Schema,
): Middleware<{ query: z.infer<Schema> }> {
  return async (ctx, next) => {
    ctx.state.query = schema.parse(ctx.query);
    await next();
  };
}
