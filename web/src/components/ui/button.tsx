import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';
import { Tooltip } from './tooltip';

type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'destructive';
type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant } & (
    | { size?: Exclude<ButtonSize, 'icon'> }
    /** An icon-only button must name itself: its name is read out and shown as its tooltip. */
    | { size: 'icon'; 'aria-label': string }
  );

/**
 * A button. One that shows only an icon (`size="icon"`) carries its name in `aria-label` and
 * shows it as a tooltip with the spec's timing, so nobody has to guess what an icon does.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  const button = <button type={type} className={buttonClassNames({ variant, size, className })} {...props} />;
  if (size !== 'icon' || !props['aria-label']) return button;
  return <Tooltip text={props['aria-label']}>{button}</Tooltip>;
}

/** The button look, for links that act as buttons. */
export function buttonClassNames({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string | undefined;
} = {}): string {
  return classNames(
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    'disabled:pointer-events-none disabled:opacity-60',
    variantClasses(variant),
    sizeClasses(size),
    className,
  );
}

function variantClasses(variant: ButtonVariant): string {
  switch (variant) {
    case 'primary':
      return 'bg-brand-700 text-white shadow-sm hover:bg-brand-800';
    case 'outline':
      return 'border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50';
    case 'ghost':
      return 'text-slate-600 hover:bg-slate-100 hover:text-slate-900';
    case 'destructive':
      return 'bg-red-600 text-white shadow-sm hover:bg-red-700';
  }
}

function sizeClasses(size: ButtonSize): string {
  switch (size) {
    case 'sm':
      return 'h-8 px-3 text-sm';
    case 'md':
      return 'h-10 px-4 text-sm';
    case 'lg':
      return 'h-11 px-5 text-base';
    case 'icon':
      return 'size-9';
  }
}
