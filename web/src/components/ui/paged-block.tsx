import type { ReactNode } from 'react';
import { loadedItems, type PagedQuery } from '../../lib/paged-query';
import { Button } from './button';
import { BlockError, BlockLoading } from './query-states';
import { Spinner } from './spinner';

type PagedBlockProps<Item> = {
  query: PagedQuery<Item>;
  /** The error's title, in the spec's words where it has them. */
  errorTitle: string;
  loadingLabel?: string;
  /** The items loaded so far (including the list's own empty text when there are none). */
  children: (items: Item[]) => ReactNode;
};

/**
 * One block of a screen fed by one paged list: a spinner, then the items loaded so far with a
 * "Load more" button under them while the list has more, its loading state, and the end said
 * plainly ("All 40 shown"). The loaded pages stay as they are while more load.
 */
export function PagedBlock<Item>({ query, errorTitle, loadingLabel, children }: PagedBlockProps<Item>) {
  if (query.isPending) return <BlockLoading label={loadingLabel} />;
  if (query.isError && !query.data) {
    return <BlockError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const items = loadedItems(query.data);
  return (
    <>
      {children(items)}
      {items.length > 0 && <LoadMore query={query} shown={items.length} />}
    </>
  );
}

function LoadMore<Item>({ query, shown }: { query: PagedQuery<Item>; shown: number }) {
  const total = query.data?.pages.at(-1)?.total ?? shown;
  return (
    <div className="flex flex-col items-center gap-2 py-2 text-sm text-slate-600">
      {query.isFetchNextPageError && (
        <p role="alert" className="text-red-700">
          Failed to load more
        </p>
      )}
      {query.hasNextPage ? (
        <>
          <p>
            Showing {shown} of {total}
          </p>
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? <Spinner className="size-4" label="Loading more" /> : null}
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </>
      ) : (
        <p>All {shown} shown</p>
      )}
    </div>
  );
}
