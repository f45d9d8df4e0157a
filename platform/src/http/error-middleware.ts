import { STATUS_CODES } from 'node:http';
import { DomainError, type DomainErrorKind, type ErrorBody, validationMessage } from '@seerat/contracts';
import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import type { Logger } from '../logging/logger';
import { HttpError } from './http-error';

/** How each kind of domain error is answered. */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

/**
 * One error middleware per API: every failure is answered with the contracts' `ErrorBody`
 * (`{ message, fields? }`, which the web parses with `errorBodySchema`), with the right status
 * for bad input, and never a stack trace in a response. Errors from Koa's own parsers (malformed JSON 400,
 * body too large 413, unsupported type 415) carry `status` and `expose`, so they pass through
 * with their status; anything unexpected is logged and answered as a bare 500.
 */
export function errorMiddleware(options: { logger: Logger }): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // Answers no handler gave a body (404, the router's 405 and 501) are JSON like the rest.
      if (ctx.status >= 400 && (ctx.body === undefined || ctx.body === null)) {
        const status = ctx.status;
        ctx.body = {
          message: status === 404 ? 'Not found' : (STATUS_CODES[status] ?? 'Error'),
        } satisfies ErrorBody;
        ctx.status = status;
      }
    } catch (error) {
      const { status, body, headers } = toResponse(error);
      if (status >= 500) {
        const log = (ctx.state.logger as Logger | undefined) ?? options.logger;
        log.error({ err: error }, 'request failed');
      }
      ctx.status = status;
      ctx.body = body;
      if (headers) ctx.set(headers);
    }
  };
}

function toResponse(error: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (error instanceof DomainError) {
    return { status: DOMAIN_STATUS[error.kind], body: errorBody(error.message, error.fields) };
  }
  if (error instanceof HttpError) {
    return { status: error.status, body: errorBody(error.message, error.fields), headers: error.headers };
  }
  if (error instanceof ZodError) {
    const fields = zodFields(error);
    return { status: 400, body: { message: validationMessage(fields), fields } };
  }
  if (isExposedClientError(error)) {
    return { status: error.status, body: { message: clientErrorMessage(error.status, error.message) } };
  }
  return { status: 500, body: { message: 'Internal server error' } };
}

function errorBody(message: string, fields?: Record<string, string>): ErrorBody {
  return fields ? { message, fields } : { message };
}

export function zodFields(error: ZodError): Record<string, string> {
  // Without a prototype, a field named `__proto__` or `constructor` is named like any other.
  const fields: Record<string, string> = Object.create(null);
  for (const issue of error.issues) {
    // An unknown key is named itself, not the object that holds it.
    const paths =
      issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of paths) {
      const key = path.length > 0 ? path.join('.') : '_';
      fields[key] ??= issue.message;
    }
  }
  return fields;
}

function isExposedClientError(error: unknown): error is { status: number; message: string } {
  if (typeof error !== 'object' || error === null) return false;
  const { status, expose } = error as { status?: unknown; expose?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true;
}

function clientErrorMessage(status: number, message: string): string {
  switch (status) {
    case 400:
      return 'Malformed request body';
    case 413:
      return 'Request body too large';
    case 415:
      return 'Unsupported content type: send application/json';
    default:
      return message;
  }
}

/**
 * The body parser's failures as client errors: too large stays 413, a wrong type 415, and
 * anything else it could not read (malformed JSON, a bad encoding) is a 400.
 */
export function bodyParseError(error: unknown): HttpError {
  const status = (error as { status?: unknown }).status;
  if (status === 413) return new HttpError(413, clientErrorMessage(413, ''));
  if (status === 415) return new HttpError(415, clientErrorMessage(415, ''));
  return new HttpError(400, clientErrorMessage(400, ''), unreadableBodyFields(error));
}

/**
 * What a 400 for an unreadable body names: the `__proto__` key the parser refuses (it would reach
 * the object's prototype), else the body as a whole (`_`, as for any schema issue at the root).
 */
function unreadableBodyFields(error: unknown): Record<string, string> {
  const message = String((error as { message?: unknown }).message ?? '');
  if (message.includes('prototype')) return { ['__proto__']: 'Must not be sent' };
  return { _: 'Must be a JSON object' };
}
