import { READING_PROGRESS_FIELDS } from '@seerat/contracts';
import { readTable } from '../../read-schema/read-tables';

/** One row per book a user ticked, with its progress. */
export const readingProgressTable = readTable('reading_progress', [
  'userId',
  'bookId',
  ...READING_PROGRESS_FIELDS,
  'updatedAt',
] as const);
