import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logging/logger';

const HEADER = 'x-correlation-id';
const ACCEPTABLE = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Every request gets a correlation id (the caller's, if it sent a sane one), echoed in the
 * response, bound to the request's logger, and written into the metadata of the events it causes.
 * Logs the request when it ends.
 */
export function correlationAndLogging(options: { logger: Logger }): Middleware {
  return async (ctx, next) => {
    const sent = ctx.get(HEADER);
    const correlationId = ACCEPTABLE.test(sent) ? sent : randomUUID();
    const logger = options.logger.child({ correlationId });
    ctx.state.correlationId = correlationId;
    ctx.state.logger = logger;
    ctx.set('X-Correlation-Id', correlationId);
    const started = performance.now();
    try {
      await next();
    } finally {
      logger.info(
        {
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    }
  };
}
