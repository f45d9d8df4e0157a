import {
  type ActionItem,
  actionItemFieldsSchema,
  EDITABLE_MEETING_FIELDS,
  entityId,
  MEETING_FIELDS,
  meetingFieldsSchema,
} from '@seerat/contracts';
import type { Knex } from 'knex';
import type { EventByEventReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { changedFieldValues, fieldColumns } from '../../read-schema/read-tables';
import { cityUpdatedData } from '../cities/city-event-data';
import {
  actionItemAddedData,
  actionItemUpdatedData,
  meetingRecordedData,
  meetingUpdatedData,
} from './meeting-event-data';
import { meetingActionItemsTable, meetingsTable } from './meetings-table';

/**
 * Meetings and their action items, as the Meetings & Reports page, the zone and city pages, the
 * activity status and the not-met view read them. A city meeting's zone follows its city when
 * the city moves to another zone (section 4: a city meeting's zone is the city's). Meetings are
 * few beside city edits, so each event is applied as it comes.
 */
export const meetingsReadModel: EventByEventReadModel = {
  name: READ_MODEL.meetings,
  migrations: [
    {
      name: '0040_meetings_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await knex.schema.withSchema(schema).createTable('meetings', (table) => {
          table.integer('id').primary();
          table.text('title').notNullable();
          table.text('description');
          table.text('meeting_type').notNullable();
          table.date('meeting_date').notNullable();
          table.text('start_time');
          table.text('end_time');
          table.text('location');
          table.integer('attendees').notNullable();
          table.text('agenda');
          table.text('minutes');
          table.text('notes');
          table.text('status').notNullable();
          table.text('scope').notNullable();
          table.integer('city_id');
          table.integer('zone_id').notNullable();
          table.text('created_by').notNullable();
          table.timestamp('created_at', { useTz: true }).notNullable();
          table.timestamp('updated_at', { useTz: true }).notNullable();
          // The meeting stream's revision: what a client sends back in If-Match.
          table.integer('version').notNullable();
        });
        // A zone's or a city's meetings, newest first; the last meeting of each.
        await knex.raw('CREATE INDEX meetings_zone ON ??.meetings (zone_id, meeting_date DESC, id)', [
          schema,
        ]);
        await knex.raw('CREATE INDEX meetings_city ON ??.meetings (city_id, meeting_date DESC, id)', [
          schema,
        ]);
        await knex.schema.withSchema(schema).createTable('meeting_action_items', (table) => {
          table.integer('meeting_id').notNullable();
          table.integer('item_id').notNullable();
          table.text('task').notNullable();
          table.text('assigned_to');
          table.date('due_date');
          table.text('status').notNullable();
          table.text('priority').notNullable();
          table.primary(['meeting_id', 'item_id']);
        });
      },
    },
  ],
  handlers: {
    async MeetingRecorded(trx, event) {
      const { meetingId, fields, actionItems } = meetingRecordedData(event);
      await trx(meetingsTable.name).insert({
        id: meetingId,
        ...fieldColumns(fields, MEETING_FIELDS),
        created_by: event.metadata.username,
        created_at: event.metadata.occurredAt,
        updated_at: event.metadata.occurredAt,
        version: Number(event.revision),
      });
      await insertItems(trx, meetingId, actionItems);
    },
    async MeetingUpdated(trx, event) {
      const { meetingId, changes } = meetingUpdatedData(event);
      const changed = changedFieldValues(changes, meetingFieldsSchema, event.type);
      const unknown = Object.keys(changed).filter(
        (field) => !(EDITABLE_MEETING_FIELDS as string[]).includes(field),
      );
      if (unknown.length > 0)
        throw new Error(`MeetingUpdated changes ${unknown.join(', ')}, which never change`);
      await touch(trx, meetingId, event, fieldColumns(changed, MEETING_FIELDS));
    },
    async MeetingActionItemAdded(trx, event) {
      const { meetingId, item } = actionItemAddedData(event);
      await insertItems(trx, meetingId, [item]);
      await touch(trx, meetingId, event, {});
    },
    async MeetingActionItemUpdated(trx, event) {
      const { meetingId, itemId, changes } = actionItemUpdatedData(event);
      const changed = changedFieldValues(changes, actionItemFieldsSchema, event.type);
      const columns = fieldColumns(changed, Object.keys(actionItemFieldsSchema.shape));
      const updated = await trx(meetingActionItemsTable.name)
        .where({ meeting_id: meetingId, item_id: itemId })
        .update(columns);
      if (updated === 0)
        throw new Error(`Action item ${itemId} of meeting ${meetingId} is not in the read model`);
      await touch(trx, meetingId, event, {});
    },
    async CityUpdated(trx, event) {
      const { cityId, changes } = cityUpdatedData(event);
      if (!changes.zoneId) return;
      await trx(meetingsTable.name)
        .where('city_id', cityId)
        .update({ zone_id: entityId.parse(changes.zoneId.to) });
    },
  },
};

async function insertItems(trx: Knex.Transaction, meetingId: number, items: ActionItem[]): Promise<void> {
  if (items.length === 0) return;
  await trx(meetingActionItemsTable.name).insert(
    items.map(({ id, ...fields }) => ({
      meeting_id: meetingId,
      item_id: id,
      ...fieldColumns(fields, Object.keys(actionItemFieldsSchema.shape)),
    })),
  );
}

async function touch(
  trx: Knex.Transaction,
  meetingId: number,
  event: { metadata: { occurredAt: string }; revision: bigint },
  columns: Record<string, unknown>,
): Promise<void> {
  const updated = await trx(meetingsTable.name)
    .where('id', meetingId)
    .update({ ...columns, updated_at: event.metadata.occurredAt, version: Number(event.revision) });
  if (updated === 0) throw new Error(`Meeting ${meetingId} is not in the read model`);
}
