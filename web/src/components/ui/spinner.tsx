import { LoaderCircle } from 'lucide-react';
import { classNames } from '../../lib/class-names';

type SpinnerProps = { className?: string; label?: string };

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex">
      <LoaderCircle className={classNames('size-8 animate-spin text-brand-700', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
