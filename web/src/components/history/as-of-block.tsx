import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { EmptyState } from '../ui/empty-state';
import { BlockError, BlockLoading } from '../ui/query-states';

type AsOfBlockProps<Present> = {
  query: UseQueryResult<Present & { updatedAt?: string }>;
  children: (present: Present) => ReactNode;
};

/**
 * An entity as it stood at a moment, drawn by the screen's own components for the present: a
 * spinner, then when it last changed before then (where its answer says) and the entity; a moment before its first
 * change is said plainly (the server's "did not exist yet"), not as a failure to retry.
 */
export function AsOfBlock<Present>({ query, children }: AsOfBlockProps<Present>) {
  if (query.isPending) return <BlockLoading />;
  if (query.isError) {
    const { error } = query;
    if (error instanceof ApiError && error.status === 404 && error.serverMessage)
      return <EmptyState>{error.serverMessage}</EmptyState>;
    return (
      <BlockError title="Failed to load this moment" error={error} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <>
      {query.data.updatedAt && (
        <p className="text-sm text-slate-600">
          Last changed before then on {formatDateTime(query.data.updatedAt)}.
        </p>
      )}
      {children(query.data)}
    </>
  );
}
