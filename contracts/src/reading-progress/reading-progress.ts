import { z } from 'zod';
import { entityId, optionalDate, optionalMultiLineText } from '../common/fields';
import { profileCount, READING_STATUSES, type ReadingStatus } from '../masool-profiles/practice-fields';

/**
 * A user's reading of the recommended books (spec 001 sections 3, 4 and 7): one record per book
 * they ticked, with a status (not_started, currently_reading or completed), how far they are,
 * when they started and finished, notes and a rating of 1 to 5 stars. Ticking a book adds it as
 * not_started; unticking removes it; a book without a record reads Not started.
 */
export const NOT_STARTED_LABEL = 'Not started';
export const READING_STATUS_LABELS: Record<ReadingStatus, string> = {
  not_started: 'Not started',
  currently_reading: 'Currently reading',
  completed: 'Completed',
};
export const MAX_RATING = 5;
export const BOOK_NOT_FOUND = 'Book not found';
export const BOOK_NOT_IN_LIST = 'This book is not in the reading list';

export const readingProgressFieldsSchema = z.object({
  status: z.enum(READING_STATUSES).default('not_started'),
  startDate: optionalDate,
  completionDate: optionalDate,
  progressPercentage: z
    .number()
    .int('Must be a whole number')
    .min(0, 'Must be 0 or more')
    .max(100, 'Must be at most 100')
    .default(0),
  currentPage: profileCount.nullish().transform((value) => value ?? null),
  totalPages: profileCount.nullish().transform((value) => value ?? null),
  notes: optionalMultiLineText('notes'),
  rating: z
    .number()
    .int('Must be a whole number')
    .min(1, 'Must be 1 or more')
    .max(MAX_RATING, `Must be at most ${MAX_RATING}`)
    .nullish()
    .transform((value) => value ?? null),
});
export type ReadingProgressFields = z.infer<typeof readingProgressFieldsSchema>;
export const READING_PROGRESS_FIELDS = Object.keys(
  readingProgressFieldsSchema.shape,
) as (keyof ReadingProgressFields)[];

/** `POST /api/reading-progress/{userId}/books`: tick a book (it starts as not_started). */
export const addReadingBookRequestSchema = z.object({ bookId: entityId });
export type AddReadingBookRequest = z.output<typeof addReadingBookRequestSchema>;

/**
 * `PUT /api/reading-progress/{userId}/books/{bookId}`: any of the fields; absent ones keep their
 * value. A book not yet in the list is added first.
 */
export const setReadingProgressRequestSchema = z
  .object({
    status: z.enum(READING_STATUSES).optional(),
    startDate: optionalDate.optional(),
    completionDate: optionalDate.optional(),
    progressPercentage: readingProgressFieldsSchema.shape.progressPercentage.unwrap().optional(),
    currentPage: readingProgressFieldsSchema.shape.currentPage.optional(),
    totalPages: readingProgressFieldsSchema.shape.totalPages.optional(),
    notes: readingProgressFieldsSchema.shape.notes.optional(),
    rating: readingProgressFieldsSchema.shape.rating.optional(),
  })
  .strict();
export type SetReadingProgressRequest = z.output<typeof setReadingProgressRequestSchema>;

/**
 * The record after a change, with the progress its new status implies where the change does not
 * set one itself: a completed book is read to 100%, a book not started to 0%, and a book moved back
 * from completed to currently reading starts again from 0% rather than keep a 100% that says it is
 * finished. A percentage the change does set is taken as given.
 */
export function readingRecordAfter(
  before: ReadingProgressFields,
  patch: Partial<ReadingProgressFields>,
): ReadingProgressFields {
  const after = { ...before, ...patch };
  if (
    patch.progressPercentage !== undefined ||
    patch.status === undefined ||
    patch.status === before.status
  ) {
    return after;
  }
  if (patch.status === 'completed') return { ...after, progressPercentage: 100 };
  if (patch.status === 'not_started') return { ...after, progressPercentage: 0 };
  return before.status === 'completed' ? { ...after, progressPercentage: 0 } : after;
}

/** The rules between fields, checked on the record as it would be after a change. */
export function readingProgressProblems(record: ReadingProgressFields): Record<string, string> {
  const problems: Record<string, string> = {};
  if (record.currentPage !== null && record.totalPages !== null && record.currentPage > record.totalPages) {
    problems.currentPage = 'Must not be more than the total pages';
  }
  if (record.startDate && record.completionDate && record.completionDate < record.startDate) {
    problems.completionDate = 'Must not be before the start date';
  }
  return problems;
}

/** One book of a user's reading progress, as `GET /api/reading-progress/{userId}` answers it. */
export interface ReadingProgressEntry extends ReadingProgressFields {
  userId: number;
  bookId: number;
  title: string;
  author: string;
  category: string;
  priority: number;
  updatedAt: string;
}
