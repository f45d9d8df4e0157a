import type { RecommendedBook } from '@seerat/contracts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { useToast } from '../../../components/ui/toast-provider';
import { describeError } from '../../../lib/api-client';
import { useAllRecommendedBooks } from '../api/get-all-recommended-books';
import { useSetRecommendedBookActive } from '../api/set-recommended-book-active';
import { useMayEditCatalogue } from '../catalogue-access';
import { EntryHistoryButton } from './entry-history-button';

/**
 * The books already recommended, deactivated ones too (marked), so an editor sees what exists
 * before adding one and can take a book out of the lists that offer books or put it back; each
 * opens its Change History, which every signed-in user may read.
 */
export function RecommendedBookList({ onHistory }: { onHistory: (bookId: number) => void }) {
  const booksQuery = useAllRecommendedBooks();
  const mayEdit = useMayEditCatalogue();
  return (
    <QueryBlock query={booksQuery} errorTitle="Failed to fetch books" loadingLabel="Loading books">
      {(books) =>
        books.length === 0 ? (
          <EmptyState>No library books found.</EmptyState>
        ) : (
          <ul
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls on its own must be reachable by keyboard
            tabIndex={0}
            className="grid max-h-80 gap-1 overflow-y-auto text-sm"
          >
            {books.map((book) => (
              <li
                key={book.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-2 py-1.5 odd:bg-slate-50"
              >
                <div className="min-w-0 flex-1">
                  <p className={book.isActive ? 'text-slate-800' : 'text-slate-500'}>
                    {book.title} {!book.isActive && <Badge tone="neutral">Inactive</Badge>}
                  </p>
                  <p className="text-xs text-slate-500">{book.author}</p>
                </div>
                {mayEdit && <ActivationButton book={book} />}
                <EntryHistoryButton entryName={book.title} onClick={() => onHistory(book.id)} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryBlock>
  );
}

/** Deactivate (the book leaves the lists that offer books) or Activate (it returns to them). */
function ActivationButton({ book }: { book: RecommendedBook }) {
  const setActive = useSetRecommendedBookActive();
  const { toast } = useToast();
  const toggle = () =>
    setActive.mutate(
      { bookId: book.id, isActive: !book.isActive },
      {
        onSuccess: () => toast({ title: book.isActive ? 'Book deactivated' : 'Book activated' }),
        onError: (error) =>
          toast({
            title: 'Failed to update book',
            description: describeError(error),
            variant: 'destructive',
          }),
      },
    );
  const action = book.isActive ? 'Deactivate' : 'Activate';
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`${action} ${book.title}`}
      disabled={setActive.isPending}
      onClick={toggle}
    >
      {action}
    </Button>
  );
}
