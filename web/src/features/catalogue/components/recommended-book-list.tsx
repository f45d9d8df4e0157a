import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { useRecommendedBooks } from '../../../lib/queries/get-recommended-books';
import { EntryHistoryButton } from './entry-history-button';

/**
 * The books already recommended, so an editor sees what exists before adding one; each opens its
 * Change History, which every signed-in user may read.
 */
export function RecommendedBookList({ onHistory }: { onHistory: (bookId: number) => void }) {
  const booksQuery = useRecommendedBooks();
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
              <li key={book.id} className="flex items-center gap-3 rounded-md px-2 py-1.5 odd:bg-slate-50">
                <div className="min-w-0 flex-1">
                  <p className="text-slate-800">{book.title}</p>
                  <p className="text-xs text-slate-500">{book.author}</p>
                </div>
                <EntryHistoryButton entryName={book.title} onClick={() => onHistory(book.id)} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryBlock>
  );
}
