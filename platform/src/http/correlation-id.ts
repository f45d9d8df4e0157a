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
    ctx.state.correlationId = correlationId;
    // Made when something logs through it: most requests log one line, the one below, and a
    // child logger per request cost a cached read 1.5% of its time (bench/RESULTS.md, "Reads: the lean path").
    let logger: Logger | undefined;
    Object.defineProperty(ctx.state, 'logger', {
      get: () => (logger ??= options.logger.child({ correlationId })),
      enumerable: true,
    });
    ctx.set('X-Correlation-Id', correlationId);
    const started = performance.now();
    try {
      await next();
    } finally {
      options.logger.info(
        {
          correlationId,
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
