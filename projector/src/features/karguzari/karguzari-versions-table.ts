import { KARGUZARI_FIELDS } from '@seerat/contracts';
import { readTable } from '../../read-schema/read-tables';

/**
 * One row per version of each karguzari report (the city page's karguzari history): every field
 * as that version had it, whether it is the newest, who submitted it and why, the fields it
 * changed, its status and its review.
 */
export const karguzariVersionsTable = readTable('karguzari_versions', [
  'reportId',
  'version',
  'isLatest',
  ...KARGUZARI_FIELDS,
  'status',
  'userId',
  'submittedBy',
  'submissionDate',
  'editReason',
  'reviewedBy',
  'reviewedAt',
  'reviewComments',
  'changes',
] as const);
