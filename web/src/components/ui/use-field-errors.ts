import { useCallback, useEffect, useRef, useState } from 'react';
import { type ConflictFields, type FieldErrors, serverFieldErrors } from '../../lib/server-field-errors';
import { focusFirstInvalid } from './form-field';

type FieldErrorsOptions = {
  /** The form's submit failure (a mutation's `error`), whose named fields it shows. */
  failure?: unknown;
  /** Where a 409 belongs, by the server's message. */
  conflicts?: ConflictFields;
};

/**
 * The one way a form shows what is wrong at the fields, whoever found it: `refuse` shows the
 * form's own findings before sending; each new `failure` shows the fields the server named (a
 * 400's failing fields, a 409 at the field it concerns) exactly as the form's own checks would.
 * Either way the form (its `formRef`) scrolls to and focuses the first marked field, and a field's
 * message goes as soon as it is edited (`clear`). The toast says the same in words (`useErrorToast`).
 */
export function useFieldErrors({ failure, conflicts }: FieldErrorsOptions = {}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const conflictsRef = useRef(conflicts);
  conflictsRef.current = conflicts;

  /** Shows `found` at their fields (none clears them); answers whether anything was wrong. */
  const refuse = useCallback((found: FieldErrors): boolean => {
    setErrors(found);
    const wrong = Object.keys(found).length > 0;
    if (wrong && formRef.current) focusFirstInvalid(formRef.current);
    return wrong;
  }, []);

  useEffect(() => {
    const found = serverFieldErrors(failure, conflictsRef.current);
    if (Object.keys(found).length > 0) refuse(found);
  }, [failure, refuse]);

  const clear = useCallback((field: string) => setErrors(({ [field]: _edited, ...others }) => others), []);
  return { errors, formRef, refuse, clear };
}
