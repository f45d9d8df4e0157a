import { GATHERING_FIELDS } from '@seerat/contracts';
import { readTable } from '../../read-schema/read-tables';

/**
 * One row per event (gathering), with every field of the form, the recorded workflow status (the
 * read side derives in_progress and completed from time), who submitted and reviewed it with the
 * comments, its outcome, and the stream's revision.
 */
export const gatheringsTable = readTable('gatherings', [
  'id',
  ...GATHERING_FIELDS,
  'status',
  'approvalStatus',
  'submittedBy',
  'submittedById',
  'submittedAt',
  'approvedBy',
  'approvedAt',
  'rejectionReason',
  'approvalComments',
  'feedback',
  'actualParticipants',
  'executionNotes',
  'achievements',
  'challenges',
  'documentUrls',
  'cancelReason',
  'createdBy',
  'createdAt',
  'updatedAt',
  'version',
] as const);

/** Every step of every event's workflow: who moved it from which status to which, when, and why. */
export const gatheringHistoryTable = readTable('gathering_history', [
  'gatheringId',
  'revision',
  'action',
  'fromStatus',
  'toStatus',
  'comment',
  'userId',
  'username',
  'occurredAt',
] as const);
