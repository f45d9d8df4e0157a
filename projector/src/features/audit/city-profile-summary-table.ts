import { readTable } from '../../read-schema/read-tables';

/**
 * `city_profile_summary`: per city, how many changes its history holds and who made the last.
 *
 * totalChanges is the number of rows of the city in `city_audit_log`: one for its creation plus
 * one per changed field (a save that changed three fields counts three). The last editor and time
 * are those of the newest event that added rows; createdBy is the user who created the city.
 */
export const cityProfileSummaryTable = readTable('city_profile_summary', [
  'cityId',
  'totalChanges',
  'lastEditedBy',
  'lastEditedAt',
  'createdBy',
] as const);
