import type { ReactNode } from 'react';
import { classNames } from '../../lib/class-names';
import { Card, CardContent, CardHeader } from './card';

type FormSectionProps = {
  title: string;
  /**
   * `card` on a page; `fieldset` inside a dialog, which is a panel already (no card in a card).
   */
  variant?: 'card' | 'fieldset';
  /** Grid columns of the section's fields (`sm:grid-cols-2`); one column without. */
  columns?: string;
  children: ReactNode;
};

/** A titled group of a form's fields. */
export function FormSection({ title, variant = 'card', columns, children }: FormSectionProps) {
  const fields = classNames('grid gap-4', columns);
  if (variant === 'fieldset') {
    return (
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">{title}</legend>
        <div className={fields}>{children}</div>
      </fieldset>
    );
  }
  return (
    <Card>
      <CardHeader title={title} />
      <CardContent className={fields}>{children}</CardContent>
    </Card>
  );
}
