import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logging/logger';

/** The header a caller may send its correlation id in, and every answer carries it in. */
export const CORRELATION_ID_HEADER = 'X-Correlation-Id';
const HEADER = CORRELATION_ID_HEADER.toLowerCase();
const ACCEPTABLE = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Every request gets a correlation id (the caller's, if it sent a sane one), echoed in the
 * response, bound to the request's logger, and written into the metadata of the events it causes.
 * Logs the request when it ends.
 *
 * The request's line is written past the logger's redaction: it holds only the five fields below,
 * none of them secret (the path has no query string), and looking for secrets in it cost 5.6 of
 * the 8.6 µs each line took, a tenth of a cached read (bench/RESULTS.md, "Reads: the request
 * log"). What the request's handlers log goes through `ctx.state.logger`, redacted as before.
 */
export function correlationAndLogging(options: { logger: Logger }): Middleware {
  const requestLog = requestLineLogger(options.logger);
  return async (ctx, next) => {
    const correlationId = correlationIdFor(ctx.get(HEADER));
    ctx.state = Object.assign(new RequestState(correlationId, options.logger), ctx.state);
    ctx.set(CORRELATION_ID_HEADER, correlationId);
    const started = performance.now();
    try {
      await next();
    } finally {
      requestLog.info(
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

/** The caller's correlation id when it sent a sane one, else a new one. */
export function correlationIdFor(sent: string | undefined): string {
  return sent !== undefined && ACCEPTABLE.test(sent) ? sent : randomUUID();
}

/** The logger of each request's own line: the service's, past its redaction (see above). */
export function requestLineLogger(logger: Logger): Logger {
  return logger.child({}, { redact: [] });
}

/**
 * A request's `ctx.state` from the start: its correlation id, and its logger (a child of the
 * service's naming that id), made when something logs through it. Most requests log one line, the
 * request's own, and a child logger per request cost a cached read 1.5% of its time
 * (bench/RESULTS.md, "Reads: the lean path"); an accessor defined on each request's state instead
 * cost a closure, its descriptor and its name (bench/RESULTS.md, "Reads: round 3").
 */
class RequestState {
  readonly correlationId: string;
  readonly #parent: Logger;
  #logger: Logger | undefined;

  constructor(correlationId: string, parent: Logger) {
    this.correlationId = correlationId;
    this.#parent = parent;
  }

  get logger(): Logger {
    this.#logger ??= this.#parent.child({ correlationId: this.correlationId });
    return this.#logger;
  }
}
