import { z } from 'zod';
import { entityId as id } from '../common/fields';

/**
 * Domain events of a bulk user upload (stream `user-upload-<id>`). `UserUploadStarted` holds the
 * rows refused before any account was written; each account the upload creates is an ordinary
 * `UserCreated` whose metadata names the upload's stream as its `causationId`;
 * `UserUploadCompleted` closes the upload with the rows that failed while being written (a name
 * taken a moment earlier by someone else). Passwords are never part of these events.
 */
const lineError = z.object({ line: z.number().int().positive(), reason: z.string() });
export type UploadLineError = z.infer<typeof lineError>;

export const userUploadStartedSchema = z.object({
  uploadId: id,
  fileName: z.string(),
  total: z.number().int().min(0),
  rejected: z.array(lineError),
});

export const userUploadCompletedSchema = z.object({
  uploadId: id,
  created: z.number().int().min(0),
  failed: z.array(lineError),
});

export type UserUploadEvent =
  | { type: 'UserUploadStarted'; data: z.infer<typeof userUploadStartedSchema> }
  | { type: 'UserUploadCompleted'; data: z.infer<typeof userUploadCompletedSchema> };

export const userUploadStreamName = (uploadId: number) => `user-upload-${uploadId}`;

/** The upload id a `UserCreated` was caused by, from its metadata's `causationId`; else null. */
export function uploadIdOfCausation(causationId: string | null | undefined): number | null {
  const match = /^user-upload-(\d+)$/.exec(causationId ?? '');
  return match ? Number(match[1]) : null;
}
