import { readTable } from '../../read-schema/read-tables';

/** One row per Seerat model check of a city, numbered within the city (see `seeratModelChecksReadModel`). */
export const seeratModelChecksTable = readTable('seerat_model_checks', [
  'cityId',
  'checkId',
  'checkName',
  'checkStatus',
  'lastCheckedDate',
  'notes',
  'userId',
  'checkedBy',
  'updatedAt',
  'version',
] as const);
