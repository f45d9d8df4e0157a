import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError, describeError } from '../../lib/api-client';
import { Dialog } from './dialog';
import { EmptyState } from './empty-state';
import { BlockError, BlockLoading } from './query-states';

type LookupDialogProps = {
  /** The title of the details dialog the item opens in once read. */
  title: string;
  /** The item read on its own, while pending or failed. */
  query: UseQueryResult<unknown>;
  loadingLabel: string;
  /** What failed, in the spec's words (`Failed to fetch meetings`). */
  errorTitle: string;
  onClose: () => void;
};

/**
 * The details dialog of an item the address names, while it is read on its own: a spinner; then,
 * when the server knows no such item, its words ("Meeting not found") with nothing to retry; any
 * other failure with a retry. A shared link to a deleted item, or a mistyped one, says so.
 */
export function LookupDialog({ title, query, loadingLabel, errorTitle, onClose }: LookupDialogProps) {
  return (
    <Dialog open onOpenChange={(next) => next || onClose()} title={title}>
      {!query.isError ? (
        <BlockLoading label={loadingLabel} />
      ) : query.error instanceof ApiError && query.error.status === 404 ? (
        <EmptyState>{describeError(query.error)}</EmptyState>
      ) : (
        <BlockError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
      )}
    </Dialog>
  );
}
