import { useEffect } from 'react';
import { ApiError } from './api-client';

export type FieldErrors = Record<string, string>;

/**
 * The failing fields a 400 named, keyed as the forms key their own messages: by the top-level
 * field (`campus.rooms` is shown under `campus`), the first message of each.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError) || error.fields === undefined) return errors;
  for (const [path, message] of Object.entries(error.fields)) {
    const field = path.split('.')[0] ?? path;
    errors[field] ??= message;
  }
  return errors;
}

/**
 * The one way a form shows what the server refused: each new failure of its submit (a mutation's
 * `error`) replaces the form's field messages with the fields the server named, so they appear
 * beside the inputs exactly as the form's own checks would put them. Fields the form does not show
 * reach the user through the toast, whose description lists every broken rule (`describeError`).
 */
export function useServerFieldErrors(failure: unknown, show: (errors: FieldErrors) => void): void {
  useEffect(() => {
    const errors = serverFieldErrors(failure);
    if (Object.keys(errors).length > 0) show(errors);
  }, [failure, show]);
}
