import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { describeError } from '../../lib/api-client';
import { Button } from './button';
import { Spinner } from './spinner';

/** A block of a screen whose data is on its way. */
export function BlockLoading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex justify-center py-8">
      <Spinner className="size-6" label={label} />
    </div>
  );
}

type BlockErrorProps = {
  /** What failed, in the spec's words where it has them (`Failed to fetch cities`). */
  title: string;
  error: unknown;
  onRetry: () => void;
};

/** A block of a screen whose data could not be loaded; the rest of the screen carries on. */
export function BlockError({ title, error, onRetry }: BlockErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-lg bg-red-50 px-4 py-6 text-center text-sm text-red-800"
    >
      <CircleAlert aria-hidden="true" className="size-5 text-red-600" />
      <p className="font-medium">{title}</p>
      <p className="break-words text-red-700/90">{describeError(error)}</p>
      <Button variant="outline" size="sm" className="mt-1" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

type QueryBlockProps<Data> = {
  query: UseQueryResult<Data>;
  /** The error's title, in the spec's words where it has them. */
  errorTitle: string;
  loadingLabel?: string;
  /** What the block shows once the data is there (including its own empty text). */
  children: (data: Data) => ReactNode;
};

/** One block of a screen fed by one query: a spinner, then the content or the error with a retry. */
export function QueryBlock<Data>({ query, errorTitle, loadingLabel, children }: QueryBlockProps<Data>) {
  if (query.isPending) return <BlockLoading label={loadingLabel} />;
  if (query.isError) {
    return <BlockError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
