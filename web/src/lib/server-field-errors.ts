import { ApiError } from './api-client';

export type FieldErrors = Record<string, string>;

/**
 * Which field a form shows a conflict (409) at, by the server's message: "This user already has a
 * masool profile" belongs under Linked User. A 409 whose message a form does not list stays in
 * the toast alone.
 */
export type ConflictFields = Readonly<Record<string, string>>;

export type ServerFieldOptions = {
  conflicts?: ConflictFields;
  /** The form's name of a request field it calls otherwise (`startDateTime` → `start`). */
  fieldNames?: Readonly<Record<string, string>>;
};

/**
 * The fields a refused submit names, keyed as the forms key their own messages: a 400's failing
 * fields by their top-level name (`campus.rooms` is shown under `campus`), the first message of
 * each; a 409 under the field its message belongs to (`conflicts`).
 */
export function serverFieldErrors(
  error: unknown,
  { conflicts = {}, fieldNames = {} }: ServerFieldOptions = {},
): FieldErrors {
  const errors: FieldErrors = {};
  if (!(error instanceof ApiError)) return errors;
  if (error.status === 409 && error.serverMessage !== undefined) {
    const field = conflicts[error.serverMessage];
    if (field !== undefined) errors[field] = error.serverMessage;
    return errors;
  }
  for (const [path, message] of Object.entries(error.fields ?? {})) {
    const top = path.split('.')[0] ?? path;
    errors[fieldNames[top] ?? top] ??= message;
  }
  return errors;
}

/** `errors` keyed by the form's names for the fields it calls otherwise. */
export function renamedFields(
  errors: FieldErrors,
  fieldNames: Readonly<Record<string, string>>,
): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [fieldNames[field] ?? field, message]),
  );
}

/** What a toast says about fields a form refused: each message once, one a line. */
export function describeFieldErrors(errors: FieldErrors): string {
  return [...new Set(Object.values(errors))].join('\n');
}
