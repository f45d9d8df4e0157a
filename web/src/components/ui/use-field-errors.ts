import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, type ServerFieldOptions, serverFieldErrors } from '../../lib/server-field-errors';
import { focusFirstInvalid } from './form-field';

type FieldErrorsOptions = ServerFieldOptions & {
  /** The form's submit failure (a mutation's `error`), whose named fields it shows. */
  failure?: unknown;
};

/**
 * The one way a form shows what is wrong at the fields, whoever found it: `refuse` shows the
 * form's own findings before sending; each new `failure` shows the fields the server named (a
 * 400's failing fields, a 409 at the field it concerns) exactly as the form's own checks would.
 * Either way the form (its `formRef`) scrolls to and focuses the first marked field, and a field's
 * message goes as soon as it is edited (`clear`). The toast says the same in words (`useErrorToast`).
 */
export function useFieldErrors({ failure, ...options }: FieldErrorsOptions = {}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const focusPending = useRef(false);

  /** Shows `found` at their fields (none clears them); answers whether anything was wrong. */
  const refuse = useCallback((found: FieldErrors): boolean => {
    const wrong = Object.keys(found).length > 0;
    focusPending.current = wrong;
    setErrors(found);
    return wrong;
  }, []);

  // Once the messages are drawn, the first marked field is the one to fix.
  useEffect(() => {
    if (!focusPending.current || !formRef.current || Object.keys(errors).length === 0) return;
    focusPending.current = false;
    focusFirstInvalid(formRef.current);
  }, [errors]);

  useEffect(() => {
    const found = serverFieldErrors(failure, optionsRef.current);
    if (Object.keys(found).length > 0) refuse(found);
  }, [failure, refuse]);

  const clear = useCallback(
    (field: string) =>
      setErrors((current) => {
        if (!(field in current)) return current;
        const { [field]: _edited, ...others } = current;
        return others;
      }),
    [],
  );
  return { errors, formRef, refuse, clear };
}
