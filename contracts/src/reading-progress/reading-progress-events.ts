import { z } from 'zod';
import { fieldChangesSchema } from '../common/field-changes';
import { entityId } from '../common/fields';

/** Domain events of a user's reading (stream `reading-progress-<userId>`), one book at a time. */
export const readingBookAddedSchema = z.object({ userId: entityId, bookId: entityId });
export const readingProgressUpdatedSchema = z.object({
  userId: entityId,
  bookId: entityId,
  changes: fieldChangesSchema,
});
export const readingBookRemovedSchema = z.object({ userId: entityId, bookId: entityId });

export type ReadingProgressEvent =
  | { type: 'ReadingBookAdded'; data: z.infer<typeof readingBookAddedSchema> }
  | { type: 'ReadingProgressUpdated'; data: z.infer<typeof readingProgressUpdatedSchema> }
  | { type: 'ReadingBookRemoved'; data: z.infer<typeof readingBookRemovedSchema> };

export const readingProgressStreamName = (userId: number) => `reading-progress-${userId}`;
