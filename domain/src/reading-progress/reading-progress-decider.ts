import {
  applyFieldChanges,
  fieldChanges,
  READING_PROGRESS_FIELDS,
  type ReadingProgressEvent,
  type ReadingProgressFields,
  readingProgressFieldsSchema,
  readingProgressProblems,
  readingRecordAfter,
  ruleBroken,
  validationMessage,
} from '@seerat/contracts';
import type { Decider } from '../decider';

/** A user's reading list: each ticked book with its progress. */
export interface ReadingProgressState {
  books: Map<number, ReadingProgressFields>;
}

/** The handler has already checked that the book is in the catalogue and that the actor may write. */
export type ReadingProgressCommand =
  | { type: 'AddReadingBook'; userId: number; bookId: number }
  | { type: 'SetReadingProgress'; userId: number; bookId: number; patch: Partial<ReadingProgressFields> }
  | { type: 'RemoveReadingBook'; userId: number; bookId: number };

/** A ticked book's record before anything is set: not started, nothing read. */
export const NEW_READING_RECORD: ReadingProgressFields = readingProgressFieldsSchema.parse({});

export const initialReadingProgressState = (): ReadingProgressState => ({ books: new Map() });

export function evolveReadingProgress(
  state: ReadingProgressState,
  event: ReadingProgressEvent,
): ReadingProgressState {
  const books = new Map(state.books);
  switch (event.type) {
    case 'ReadingBookAdded':
      books.set(event.data.bookId, NEW_READING_RECORD);
      break;
    case 'ReadingProgressUpdated': {
      const before = books.get(event.data.bookId) ?? NEW_READING_RECORD;
      books.set(event.data.bookId, applyFieldChanges(before, event.data.changes));
      break;
    }
    case 'ReadingBookRemoved':
      books.delete(event.data.bookId);
      break;
  }
  return { books };
}

export function decideReadingProgress(
  command: ReadingProgressCommand,
  state: ReadingProgressState,
): ReadingProgressEvent[] {
  const { userId, bookId } = command;
  const current = state.books.get(bookId);
  switch (command.type) {
    case 'AddReadingBook':
      // Ticking a book that is already ticked changes nothing.
      return current ? [] : [{ type: 'ReadingBookAdded', data: { userId, bookId } }];
    case 'SetReadingProgress': {
      const before = current ?? NEW_READING_RECORD;
      const after = readingRecordAfter(before, command.patch);
      const problems = readingProgressProblems(after);
      if (Object.keys(problems).length > 0) throw ruleBroken(validationMessage(problems), problems);
      const added: ReadingProgressEvent[] = current
        ? []
        : [{ type: 'ReadingBookAdded', data: { userId, bookId } }];
      const changes = fieldChanges(before, after, READING_PROGRESS_FIELDS);
      if (Object.keys(changes).length === 0) return added;
      return [...added, { type: 'ReadingProgressUpdated', data: { userId, bookId, changes } }];
    }
    case 'RemoveReadingBook':
      // Unticking a book that is not ticked changes nothing.
      return current ? [{ type: 'ReadingBookRemoved', data: { userId, bookId } }] : [];
  }
}

export const readingProgressDecider: Decider<
  ReadingProgressState,
  ReadingProgressCommand,
  ReadingProgressEvent
> = {
  initialState: initialReadingProgressState,
  evolve: evolveReadingProgress,
  decide: decideReadingProgress,
};
