/**
 * What can go wrong in the domain, whoever asked (a route, a job, the demo generator):
 * - `invalid`: the request breaks a rule (a parent in another zone, an unknown catalogue entry);
 * - `forbidden`: the acting user may not do this here;
 * - `not_found`: the thing acted on does not exist;
 * - `conflict`: the thing changed meanwhile, or a unique name is taken.
 * The APIs' one error middleware maps the kinds to HTTP (400, 403, 404, 409); nothing in the
 * domain knows about HTTP.
 */
export type DomainErrorKind = 'invalid' | 'forbidden' | 'not_found' | 'conflict';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** For `invalid`: the failing inputs by name, each with what is wrong with it. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const ruleBroken = (message: string, fields?: Record<string, string>) =>
  new DomainError('invalid', message, fields);
/** A rule broken by one input: the 400 names it, as every refusal of bad input does. */
export const ruleBrokenAt = (field: string, message: string) => ruleBroken(message, { [field]: message });
export const notAllowed = (message = PERMISSION_DENIED) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflicting = (message: string) => new DomainError('conflict', message);

/** The spec's text for a refusal without a more specific message. */
export const PERMISSION_DENIED = 'Permission denied, please check with Administrator';

/** The message of a 409 when a write lost a race with another writer, or the client's copy is old. */
export const CONFLICT_MESSAGE = 'This record was changed by someone else. Reload it and try again.';
