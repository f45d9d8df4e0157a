import { readTable } from '../../read-schema/read-tables';

/** One row per review step of a karguzari report version (see `karguzariReviewsReadModel`). */
export const karguzariReviewsTable = readTable('karguzari_reviews', [
  'reportId',
  'version',
  'streamRevision',
  'decision',
  'reviewedBy',
  'reviewedAt',
  'comments',
] as const);
