import { type ReactNode, useId } from 'react';
import { classNames } from '../../lib/class-names';
import { Label } from './label';
import { Switch } from './switch';

type ToggleFieldProps = {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** A line under the label: what the toggle means. */
  description?: string;
  /**
   * The inputs this toggle reveals while it is on (its dependents). The form clears them when it
   * is switched off, so a hidden input never sends a value.
   */
  children?: ReactNode;
  /** Lay the dependents out two to a row from small screens up. */
  twoColumns?: boolean;
  className?: string;
};

/** A labelled on/off switch in a bordered box, with the inputs that depend on it beneath. */
export function ToggleField({
  label,
  checked,
  onCheckedChange,
  disabled,
  description,
  children,
  twoColumns = false,
  className,
}: ToggleFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div
      className={classNames('rounded-lg border border-slate-200 p-3', checked && 'bg-slate-50/60', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <div className="grid gap-0.5">
          <Label htmlFor={id} className="cursor-pointer">
            {label}
          </Label>
          {description !== undefined && (
            <p id={descriptionId} className="text-xs text-slate-500">
              {description}
            </p>
          )}
        </div>
        <Switch
          id={id}
          checked={checked}
          onCheckedChange={onCheckedChange}
          disabled={disabled}
          aria-describedby={description === undefined ? undefined : descriptionId}
        />
      </div>
      {checked && children !== undefined && (
        <div className={classNames('mt-3 grid gap-3', twoColumns && 'sm:grid-cols-2')}>{children}</div>
      )}
    </div>
  );
}
