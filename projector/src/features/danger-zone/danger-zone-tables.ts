import { readTable } from '../../read-schema/read-tables';

/**
 * One row per city the danger-zone job ever flagged: whether it is in the danger zone now, since
 * when, and the last meeting the job saw. Its zone is the city's (join `cities`).
 */
export const dangerZoneCitiesTable = readTable('danger_zone_cities', [
  'cityId',
  'inDangerZone',
  'lastMeetingDate',
  'enteredAt',
  'leftAt',
] as const);

/** Every entry and exit, with the zone the city was in then: the zone page's history chart. */
export const dangerZoneChangesTable = readTable('danger_zone_changes', [
  'cityId',
  'zoneId',
  'change',
  'occurredAt',
] as const);
