import { readTable } from '../../read-schema/read-tables';

/** One row per bulk user upload: its counts, its errors in line order, who started it and when. */
export const userUploadsTable = readTable('user_uploads', [
  'id',
  'fileName',
  'total',
  'created',
  'errors',
  'startedBy',
  'startedAt',
  'finishedAt',
] as const);
