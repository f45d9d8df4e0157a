import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { CircleAlert } from 'lucide-react';
import { describeError } from '../../lib/api-client';
import { Button } from '../ui/button';

/** A screen whose data could not be loaded (the API is unreachable or failed): say so, offer a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <main className="flex min-h-[60dvh] items-center justify-center px-4 py-10">
      <div role="alert" className="w-full max-w-md text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
          <CircleAlert className="size-6" />
        </span>
        <h1 className="mt-4 text-lg font-semibold text-slate-900">Something went wrong</h1>
        <p className="mt-2 text-sm break-words text-slate-600">{describeError(error)}</p>
        <Button className="mt-6" onClick={retry}>
          Try again
        </Button>
      </div>
    </main>
  );
}
