import { qabailFieldsSchema } from '@seerat/contracts';
import type { Knex } from 'knex';
import { insertRows, patchRows, type Row } from '../../handling/batch-writes';
import type { BatchReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { changedFieldValues, columnName, fieldColumns } from '../../read-schema/read-tables';
import {
  QABAIL_EVENT_TYPES,
  qabailCreatedData,
  qabailDeletedData,
  qabailUpdatedData,
} from './qabail-event-data';
import { QABAIL_STORED_FIELDS, qabailsTable } from './qabails-table';

/** The columns an update may change: every stored field, when, and the stream's revision. */
const PATCHABLE = [...QABAIL_STORED_FIELDS.map(columnName), 'updated_at', 'version'];

/**
 * Qabails as the qabail list and the city page's Qabail card read them: one row per qabail that
 * exists (a deleted one is removed), every field but the city's name, and the stream's revision
 * as `version`. Scope and the city's name come from joining `cities` on `city_id` when reading,
 * so a qabail follows its city wherever the city moves in the zone → city tree. A batch gathers
 * each qabail's row or changed columns and writes them, and its deletions, in three statements.
 */
export const qabailsReadModel: BatchReadModel = {
  name: READ_MODEL.qabails,
  migrations: [
    {
      name: '0020_qabails_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await knex.schema.withSchema(schema).createTable('qabails', (table) => {
          table.integer('id').primary();
          table.text('qabilah_name').notNullable();
          table.text('masool_name').notNullable();
          table.text('masool_contact');
          table.integer('city_id').notNullable();
          table.text('area_covered');
          table.integer('majlis_members').notNullable();
          table.integer('active_circles').notNullable();
          table.integer('masjid_count').notNullable();
          table.integer('ulma_count').notNullable();
          table.integer('murabbi_count').notNullable();
          table.boolean('whatsapp_group').notNullable();
          table.text('whatsapp_group_url');
          table.boolean('majlis_zikr_check').notNullable();
          table.text('majlis_zikr_day');
          table.text('majlis_zikr_time');
          table.boolean('shabetazkia_check').notNullable();
          table.date('shabetazkia_last_date');
          table.text('status').notNullable();
          table.text('additional_info');
          table.text('special_notes');
          table.timestamp('created_at', { useTz: true }).notNullable();
          table.timestamp('updated_at', { useTz: true }).notNullable();
          // The qabail stream's revision: what a client sends back in If-Match.
          table.integer('version').notNullable();
        });
        // A city's qabails in the order the Qabail card lists them.
        await knex.raw('CREATE INDEX qabails_city ON ??.qabails (city_id, qabilah_name, id)', [schema]);
      },
    },
  ],
  eventTypes: QABAIL_EVENT_TYPES,
  async applyBatch(trx, events) {
    // Each qabail's new row or changed columns, and the qabails deleted, written at the end.
    const rows = new Map<number, Row>();
    const patches = new Map<number, Row>();
    const deleted: number[] = [];
    for (const event of events) {
      const stamp = { updated_at: event.metadata.occurredAt, version: Number(event.revision) };
      switch (event.type) {
        case 'QabailCreated': {
          const { qabailId, fields } = qabailCreatedData(event);
          rows.set(qabailId, {
            id: qabailId,
            ...fieldColumns(fields, QABAIL_STORED_FIELDS),
            created_at: event.metadata.occurredAt,
            ...stamp,
          });
          break;
        }
        case 'QabailUpdated': {
          const { qabailId, changes } = qabailUpdatedData(event);
          const changed = changedFieldValues(changes, qabailFieldsSchema, event.type);
          const columns = { ...fieldColumns(changed, QABAIL_STORED_FIELDS), ...stamp };
          const target = rows.get(qabailId) ?? patches.get(qabailId);
          if (target) Object.assign(target, columns);
          else patches.set(qabailId, columns);
          break;
        }
        case 'QabailDeleted': {
          const { qabailId } = qabailDeletedData(event);
          patches.delete(qabailId);
          // Created in this batch: it never reaches the table.
          if (!rows.delete(qabailId)) deleted.push(qabailId);
          break;
        }
      }
    }
    await insertRows(trx, qabailsTable.name, [...rows.values()]);
    const missing = await patchRows(trx, qabailsTable.name, {
      columns: PATCHABLE,
      patches: [...patches].map(([id, patch]) => ({ id, patch })),
    });
    if (deleted.length > 0) {
      const { rows: removed } = await trx.raw<{ rows: { id: number }[] }>(
        `DELETE FROM ${qabailsTable.name} WHERE id = ANY(?::int[]) RETURNING id`,
        [deleted],
      );
      const gone = new Set(removed.map((row) => row.id));
      missing.push(...deleted.filter((id) => !gone.has(id)));
    }
    if (missing.length > 0) throw new Error(`Qabail ${missing.join(', ')} is not in the read model`);
  },
};
