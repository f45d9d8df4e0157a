import type {} from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { refuseUnknownKeys } from './refuse-unknown-keys';

/** The parts of a request a route may validate, each with its zod schema. */
export interface RequestSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** What `validate` leaves in `ctx.state.input`, typed from the route's schemas. */
export interface ValidInput<Schemas extends RequestSchemas> {
  params: Parsed<Schemas['params']>;
  query: Parsed<Schemas['query']>;
  body: Parsed<Schemas['body']>;
}

/**
 * Validation as middleware (Outline's shape): the handler after it reads `ctx.state.input`,
 * already parsed and typed, and carries no try/catch. Params, query and body are checked
 * together, so one 400 names every failing field (a param or query field under its own name, a
 * body field under its path). Nothing is written before this has passed. Every object of a body
 * refuses keys it does not declare (`refuseUnknownKeys`), each named as an "Unknown field", and so
 * does the query string.
 */
export function validate<Schemas extends RequestSchemas>(
  schemas: Schemas,
): Middleware<{ input: ValidInput<Schemas> }> {
  // A route that takes no body refuses one with keys like any other unknown field; a query
  // parameter the route does not declare is refused alike, so it never reaches the answer cache
  // of the read API as a new URL.
  const body = refuseUnknownKeys(schemas.body ?? z.object({}).optional());
  const query = refuseUnknownKeys(schemas.query ?? z.object({}));
  const whole = z.object({ ...schemas, query, body });
  return async (ctx, next) => {
    const request = {
      params: (ctx as unknown as { params?: unknown }).params ?? {},
      query: ctx.query,
      body: ctx.request.body ?? {},
    };
    const parsed = whole.safeParse(request);
    if (!parsed.success) {
      // Drop the part's name (`body.name` → `name`): clients know their fields by name alone.
      throw new z.ZodError(parsed.error.issues.map((issue) => ({ ...issue, path: issue.path.slice(1) })));
    }
    ctx.state.input = parsed.data as unknown as ValidInput<Schemas>;
    await next();
  };
}
