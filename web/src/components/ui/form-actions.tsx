import type { ReactNode } from 'react';
import { Button } from './button';

type FormActionsProps = {
  onCancel: () => void;
  /** The form's own buttons after Cancel, its submit button last. */
  children: ReactNode;
};

/** A dialog form's buttons, right-aligned: Cancel first, wrapping on narrow screens. */
export function FormActions({ onCancel, children }: FormActionsProps) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      {children}
    </div>
  );
}
