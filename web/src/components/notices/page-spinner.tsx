import { Spinner } from '../ui/spinner';

/** What a screen inside the shell shows while its data is loading. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center">
      <Spinner />
    </div>
  );
}
