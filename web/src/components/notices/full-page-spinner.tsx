import { Spinner } from '../ui/spinner';

/** What a protected screen shows while the signed-in user is being looked up. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50">
      <Spinner />
    </div>
  );
}
