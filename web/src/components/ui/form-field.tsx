import { type ReactNode, useId } from 'react';
import { Label } from './label';

/** What a field's control needs to be named by its label and described by its error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: string;
  /** Marks the label with an asterisk; the form itself checks the value. */
  required?: boolean;
  error?: string | undefined;
  /** Renders the control with the props that tie it to the label and the error. */
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, its control and the control's error message, stacked. */
export function FormField({ label, required = false, error, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </Label>
      {children({ id, 'aria-invalid': error !== undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** After a failed submit, takes the user to the first field the form marked invalid. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  // Runs after React has drawn the error messages the submit produced.
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
