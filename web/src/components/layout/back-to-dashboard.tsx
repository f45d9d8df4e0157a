import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClassNames } from '../ui/button';

export function BackToDashboard() {
  return (
    <Link
      to="/dashboard"
      className={buttonClassNames({ variant: 'ghost', size: 'sm', className: '-ml-3 w-fit' })}
    >
      <ArrowLeft className="size-4" />
      Back to Dashboard
    </Link>
  );
}
