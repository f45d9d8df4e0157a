/**
 * An error of the HTTP exchange itself, meant for the client: a body the API cannot read (400),
 * nobody signed in (401), too many attempts (429). Rules of the domain are `DomainError`s
 * (contracts); the error middleware answers both, and every other error becomes a logged 500
 * with a generic message.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    /** Extra response headers, such as `Retry-After`. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message);
/** The portal cannot answer this safely right now; the client may try again after `retryAfterSeconds`. */
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new HttpError(503, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
