import type { ReadingProgressEntry } from '@seerat/contracts';
import type { ReadingProgressState } from '@seerat/domain';
import type { Knex } from '@seerat/platform';
import { READ_SCHEMA, recommendedBooksTable } from '@seerat/projector/tables';
import type { FoldedStream } from '../audit/folded-stream';

type Book = Pick<ReadingProgressEntry, 'bookId' | 'title' | 'author' | 'category' | 'priority'>;

/** The recommended books (`b`), for the titles the list names as they are now. */
const BOOK = recommendedBooksTable.as('b');

/**
 * A user's reading list as of a moment: `books` holds each book then listed exactly as
 * `GET /api/reading-progress/{userId}` answers it, in its order (an array takes no `asOf` beside
 * it). The progress comes from the stream, each book's title, author, category and priority from
 * the catalogue as it is now; a book no longer in the catalogue is left out, as the present read
 * leaves it out.
 */
export async function readingListAsOf(
  knex: Knex,
  folded: FoldedStream<ReadingProgressState>,
): Promise<{ books: ReadingProgressEntry[] }> {
  const listed = folded.state.books;
  const catalogue: Book[] = await knex
    .withSchema(READ_SCHEMA)
    .from(BOOK.from)
    .whereIn(BOOK.col('id'), [...listed.keys()])
    .select({ bookId: BOOK.col('id') }, BOOK.select('title', 'author', 'category', 'priority'))
    .orderBy([BOOK.col('priority'), BOOK.col('title'), BOOK.col('id')]);
  const books = catalogue.map((book) => ({
    userId: folded.id,
    ...book,
    ...listed.get(book.bookId)!,
    updatedAt: lastChangeOf(folded, book.bookId),
  }));
  return { books };
}

/** When the book's record last changed by then: the last folded event that names it. */
function lastChangeOf(folded: FoldedStream<unknown>, bookId: number): string {
  const last = folded.events.findLast((event) => (event.data as { bookId?: number }).bookId === bookId);
  return last!.metadata.occurredAt;
}
