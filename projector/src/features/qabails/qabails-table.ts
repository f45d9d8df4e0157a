import { QABAIL_FIELDS } from '@seerat/contracts';
import { readTable } from '../../read-schema/read-tables';

/**
 * The qabail fields with a column of their own: every one but `cityName`, which is read from the
 * cities table so that it follows a renamed city (the recorded name stays in the events and the
 * audit history).
 */
export const QABAIL_STORED_FIELDS = QABAIL_FIELDS.filter((field) => field !== 'cityName');

/** One row per qabail that exists (a deleted one is removed), with the stream's revision. */
export const qabailsTable = readTable('qabails', [
  'id',
  ...QABAIL_STORED_FIELDS,
  'createdAt',
  'updatedAt',
  'version',
] as const);

/** Every qabilah name ever given to a qabail, once each ignoring case (see `qabilahListReadModel`). */
export const qabilahListTable = readTable('qabilah_list', ['name'] as const);
