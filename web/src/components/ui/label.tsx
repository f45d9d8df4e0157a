import * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root className={classNames('text-sm font-medium text-slate-700', className)} {...props} />
  );
}
