import {
  ACTION_ITEM_FIELDS,
  type ActionItem,
  actionItemFieldsSchema,
  EDITABLE_MEETING_FIELDS,
  entityId,
  MEETING_FIELDS,
  meetingFieldsSchema,
} from '@seerat/contracts';
import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import { insertRows, patchRows, patchRowsByKey, type Row } from '../../handling/batch-writes';
import type { BatchReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { changedFieldValues, columnName, fieldColumns } from '../../read-schema/read-tables';
import { cityUpdatedData } from '../cities/city-event-data';
import {
  actionItemAddedData,
  actionItemUpdatedData,
  MEETING_EVENT_TYPES,
  meetingRecordedData,
  meetingUpdatedData,
} from './meeting-event-data';
import { meetingActionItemsTable, meetingsTable } from './meetings-table';

/**
 * Meetings and their action items, as the Meetings & Reports page, the zone and city pages, the
 * activity status and the not-met view read them. A city meeting's zone follows its city when
 * the city moves to another zone (section 4: a city meeting's zone is the city's).
 */
export const meetingsReadModel: BatchReadModel = {
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
  eventTypes: [...MEETING_EVENT_TYPES, 'CityUpdated'],
  async applyBatch(trx, events) {
    const batch = createMeetingsBatch();
    for (const event of events) applyToBatch(batch, event);
    await writeBatch(trx, batch);
  },
};

/**
 * A batch's changes gathered in memory, so it writes with a few statements (meetings come in
 * the tens of thousands in a national history, each with several edits and item changes). Rows
 * recorded in the batch are changed in place; rows recorded before it collect one patch each,
 * later columns winning, as the same updates applied one by one would leave them.
 */
interface MeetingsBatch {
  newMeetings: Map<number, Row>;
  meetingPatches: Map<number, Row>;
  newItems: Map<string, Row>;
  itemPatches: Map<string, { key: Row; patch: Row }>;
  /** Cities moved to another zone, in log order: each moves the meetings recorded before the batch. */
  moves: { cityId: number; zoneId: number }[];
}

function createMeetingsBatch(): MeetingsBatch {
  return {
    newMeetings: new Map(),
    meetingPatches: new Map(),
    newItems: new Map(),
    itemPatches: new Map(),
    moves: [],
  };
}

function applyToBatch(batch: MeetingsBatch, event: RecordedEvent): void {
  switch (event.type) {
    case 'MeetingRecorded': {
      const { meetingId, fields, actionItems } = meetingRecordedData(event);
      if (batch.newMeetings.has(meetingId)) throw new Error(`Meeting ${meetingId} is recorded twice`);
      batch.newMeetings.set(meetingId, {
        id: meetingId,
        ...fieldColumns(fields, MEETING_FIELDS),
        created_by: event.metadata.username,
        created_at: event.metadata.occurredAt,
        updated_at: event.metadata.occurredAt,
        version: Number(event.revision),
      });
      for (const item of actionItems) addItem(batch, meetingId, item);
      break;
    }
    case 'MeetingUpdated': {
      const { meetingId, changes } = meetingUpdatedData(event);
      const changed = changedFieldValues(changes, meetingFieldsSchema, event.type);
      const unknown = Object.keys(changed).filter(
        (field) => !(EDITABLE_MEETING_FIELDS as string[]).includes(field),
      );
      if (unknown.length > 0)
        throw new Error(`MeetingUpdated changes ${unknown.join(', ')}, which never change`);
      touch(batch, meetingId, event, fieldColumns(changed, MEETING_FIELDS));
      break;
    }
    case 'MeetingActionItemAdded': {
      const { meetingId, item } = actionItemAddedData(event);
      addItem(batch, meetingId, item);
      touch(batch, meetingId, event, {});
      break;
    }
    case 'MeetingActionItemUpdated': {
      const { meetingId, itemId, changes } = actionItemUpdatedData(event);
      const changed = changedFieldValues(changes, actionItemFieldsSchema, event.type);
      const columns = fieldColumns(changed, ACTION_ITEM_FIELDS);
      const key = itemKey(meetingId, itemId);
      const added = batch.newItems.get(key);
      if (added) Object.assign(added, columns);
      else {
        const pending = batch.itemPatches.get(key);
        if (pending) Object.assign(pending.patch, columns);
        else batch.itemPatches.set(key, { key: { meeting_id: meetingId, item_id: itemId }, patch: columns });
      }
      touch(batch, meetingId, event, {});
      break;
    }
    case 'CityUpdated': {
      const { cityId, changes } = cityUpdatedData(event);
      if (!changes.zoneId) break;
      const zoneId = entityId.parse(changes.zoneId.to);
      for (const row of batch.newMeetings.values()) if (row.city_id === cityId) row.zone_id = zoneId;
      batch.moves.push({ cityId, zoneId });
      break;
    }
  }
}

function addItem(batch: MeetingsBatch, meetingId: number, { id, ...fields }: ActionItem): void {
  const key = itemKey(meetingId, id);
  if (batch.newItems.has(key)) throw new Error(`Action item ${id} of meeting ${meetingId} is added twice`);
  batch.newItems.set(key, {
    meeting_id: meetingId,
    item_id: id,
    ...fieldColumns(fields, ACTION_ITEM_FIELDS),
  });
}

function itemKey(meetingId: number, itemId: number): string {
  return `${meetingId} ${itemId}`;
}

function touch(
  batch: MeetingsBatch,
  meetingId: number,
  event: { metadata: { occurredAt: string }; revision: bigint },
  columns: Row,
): void {
  Object.assign(columns, { updated_at: event.metadata.occurredAt, version: Number(event.revision) });
  const target = batch.newMeetings.get(meetingId) ?? batch.meetingPatches.get(meetingId);
  if (target) Object.assign(target, columns);
  else batch.meetingPatches.set(meetingId, columns);
}

/**
 * Moves and patches reach only the rows recorded before the batch, so they are written before
 * the new rows (which hold their own moves and changes already). A meeting or item recorded
 * twice, or a change of one nowhere in the read model, fails the batch as single statements did.
 */
async function writeBatch(trx: Knex.Transaction, batch: MeetingsBatch): Promise<void> {
  for (const { cityId, zoneId } of batch.moves) {
    await trx(meetingsTable.name).where('city_id', cityId).update({ zone_id: zoneId });
  }
  const missingMeetings = await patchRows(trx, meetingsTable.name, {
    columns: PATCHABLE_MEETING_COLUMNS,
    patches: [...batch.meetingPatches].map(([id, patch]) => ({ id, patch })),
  });
  if (missingMeetings.length > 0)
    throw new Error(`Meeting ${missingMeetings.join(', ')} is not in the read model`);
  const missingItems = await patchRowsByKey(trx, meetingActionItemsTable.name, {
    key: ['meeting_id', 'item_id'],
    columns: ACTION_ITEM_FIELDS.map(columnName),
    patches: [...batch.itemPatches.values()],
  });
  if (missingItems.length > 0) {
    const named = missingItems.map((key) => `${key.item_id} of meeting ${key.meeting_id}`);
    throw new Error(`Action item ${named.join(', ')} is not in the read model`);
  }
  await insertRows(trx, meetingsTable.name, [...batch.newMeetings.values()]);
  await insertRows(trx, meetingActionItemsTable.name, [...batch.newItems.values()]);
}

/** What an edit or an item change may set on a meeting recorded before the batch. */
const PATCHABLE_MEETING_COLUMNS = [...EDITABLE_MEETING_FIELDS, 'updatedAt', 'version'].map(columnName);
