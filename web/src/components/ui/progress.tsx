import * as ProgressPrimitive from '@radix-ui/react-progress';
import { classNames } from '../../lib/class-names';

type ProgressProps = { value: number; className?: string; 'aria-label'?: string };

/** A bar filled to `value` percent. */
export function Progress({ value, className, ...props }: ProgressProps) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      value={percent}
      className={classNames('relative h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-brand-600 transition-[width] duration-300"
        style={{ width: `${percent}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
