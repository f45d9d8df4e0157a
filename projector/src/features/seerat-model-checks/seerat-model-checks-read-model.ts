import type { SeeratModelCheckFields } from '@seerat/contracts';
import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import { insertRows, patchRowsByKey, type Row } from '../../handling/batch-writes';
import type { BatchReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import {
  checkRecordedData,
  checkUpdatedData,
  SEERAT_MODEL_CHECK_EVENT_TYPES,
} from './seerat-model-check-event-data';
import { seeratModelChecksTable } from './seerat-model-checks-table';

/** Each field's column. */
const COLUMNS: Record<keyof SeeratModelCheckFields, string> = {
  checkName: 'check_name',
  checkStatus: 'check_status',
  lastCheckedDate: 'last_checked_date',
  notes: 'notes',
};

/**
 * Every city's Seerat model checks as they now are, one row per check, with who recorded or last
 * changed it and when (`GET /api/cities/{id}/seerat-model-checks`). Their history is the city's
 * (`city_audit_log`).
 */
export const seeratModelChecksReadModel: BatchReadModel = {
  name: READ_MODEL.seeratModelChecks,
  migrations: [
    {
      name: '0091_seerat_model_checks_create',
      async up(knex: Knex) {
        await knex.schema.withSchema(readSchemaOf(knex)).createTable('seerat_model_checks', (table) => {
          table.integer('city_id').notNullable();
          table.integer('check_id').notNullable();
          table.text('check_name').notNullable();
          table.text('check_status').notNullable();
          table.date('last_checked_date');
          table.text('notes');
          table.integer('user_id');
          table.text('checked_by').notNullable();
          table.timestamp('updated_at', { useTz: true }).notNullable();
          table.primary(['city_id', 'check_id']);
        });
      },
    },
    {
      /**
       * The check's own version (the decider's count of its changes), sent back as `If-Match`.
       * Only the events can count the changes made before this column: the rows go, and so does
       * this read model's checkpoint, so the projector replays its events from the first (a
       * checkpoint row that is missing starts there) and every row comes back with its count.
       */
      name: '0092_seerat_model_checks_version',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await knex.schema.withSchema(schema).alterTable('seerat_model_checks', (table) => {
          table.integer('version').notNullable().defaultTo(1);
        });
        await knex.withSchema(schema).from('seerat_model_checks').delete();
        await knex
          .withSchema(schema)
          .from('projection_checkpoint')
          .where({ name: READ_MODEL.seeratModelChecks })
          .delete();
      },
    },
  ],
  eventTypes: SEERAT_MODEL_CHECK_EVENT_TYPES,
  /**
   * New checks wait for one insert at the end; a change to a check of this batch changes its row
   * there. Changes to checks of earlier batches are gathered per check (the later change of a
   * field wins, each change counts one version) and written in two statements, whatever their
   * number: a national rebuild sent one statement per change, some 5,600.
   */
  async applyBatch(trx, events) {
    const recorded = new Map<string, Row>();
    const earlier = new Map<string, { key: Row; patch: Row; changes: number }>();
    for (const event of events) {
      if (event.type === 'SeeratModelCheckRecorded') {
        const { cityId, check } = checkRecordedData(event);
        const { id, ...fields } = check;
        recorded.set(`${cityId} ${id}`, {
          city_id: cityId,
          check_id: id,
          version: 1,
          ...columnsOf(fields),
          ...stamp(event),
        });
        continue;
      }
      const { cityId, checkId, changes } = checkUpdatedData(event);
      const patch = {
        ...columnsOf(
          Object.fromEntries(Object.entries(changes).map(([field, change]) => [field, change.to])),
        ),
        ...stamp(event),
      };
      const key = `${cityId} ${checkId}`;
      const fresh = recorded.get(key);
      if (fresh) {
        Object.assign(fresh, patch, { version: Number(fresh.version) + 1 });
        continue;
      }
      const gathered = earlier.get(key) ?? {
        key: { city_id: cityId, check_id: checkId },
        patch: {},
        changes: 0,
      };
      Object.assign(gathered.patch, patch);
      gathered.changes += 1;
      earlier.set(key, gathered);
    }
    await patchEarlierChecks(trx, [...earlier.values()]);
    await insertRows(trx, seeratModelChecksTable.name, [...recorded.values()]);
  },
};

/** The changes gathered per check of an earlier batch: their fields, and a version for each change. */
async function patchEarlierChecks(
  trx: Knex.Transaction,
  checks: { key: Row; patch: Row; changes: number }[],
): Promise<void> {
  if (checks.length === 0) return;
  const { name } = seeratModelChecksTable;
  await patchRowsByKey(trx, name, { key: KEY_COLUMNS, columns: PATCHED_COLUMNS, patches: checks });
  await trx.raw(
    `UPDATE ?? AS t SET version = t.version + c.changes
       FROM json_to_recordset(?::json) AS c(city_id int, check_id int, changes int)
      WHERE t.city_id = c.city_id AND t.check_id = c.check_id`,
    [name, JSON.stringify(checks.map(({ key, changes }) => ({ ...key, changes })))],
  );
}

const KEY_COLUMNS = ['city_id', 'check_id'];
/** What a change may set: the fields' columns and the stamp of who changed it and when. */
const PATCHED_COLUMNS = [...Object.values(COLUMNS), 'user_id', 'checked_by', 'updated_at'];

function columnsOf(fields: Record<string, unknown>): Row {
  const row: Row = {};
  for (const [field, value] of Object.entries(fields)) {
    const column = COLUMNS[field as keyof SeeratModelCheckFields];
    if (column) row[column] = value;
  }
  return row;
}

function stamp(event: RecordedEvent): Row {
  return {
    user_id: event.metadata.userId,
    checked_by: event.metadata.username,
    updated_at: event.metadata.occurredAt,
  };
}
