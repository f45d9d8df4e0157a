import { dangerZoneCitiesTable } from '@seerat/projector/tables';

const FLAGGED = dangerZoneCitiesTable.as('f');

/**
 * Whether the danger-zone job has flagged a city, as a SQL expression over a city alias: a city
 * card's badge, answered with the city rather than by a list of every flagged city.
 */
export function isInDangerZone(cityAlias: string): string {
  return `EXISTS (SELECT 1 FROM ${FLAGGED.sql} WHERE ${FLAGGED.col('cityId')} = ${cityAlias}.id AND ${FLAGGED.col('inDangerZone')})`;
}
