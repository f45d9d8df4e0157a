import { readTable } from '../../read-schema/read-tables';

/** Each city's last saved campus checklist, with how many of its five checks are ticked. */
export const campusChecklistsTable = readTable('campus_checklists', [
  'cityId',
  'seerahCirclesCheck',
  'trainedTeamCheck',
  'trainedTeachersCheck',
  'locationConfirmedCheck',
  'teamVisitedIslamabadCheck',
  'completedCount',
  'isCampus',
  'notes',
  'completedBy',
  'completedAt',
] as const);
