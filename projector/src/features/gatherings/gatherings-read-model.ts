import {
  COUNT_LIMITS,
  GATHERING_FIELDS,
  gatheringFieldsSchema,
  gatheringOutcomeSchema,
} from '@seerat/contracts';
import type { RecordedEvent } from '@seerat/eventstore';
import type { Knex } from 'knex';
import { z } from 'zod';
import { insertRows, patchRows, type Row } from '../../handling/batch-writes';
import type { BatchReadModel } from '../../projection';
import { readSchemaOf } from '../../projection';
import { READ_MODEL } from '../../read-schema/read-model-names';
import { changedFieldValues, fieldColumns } from '../../read-schema/read-tables';
import {
  gatheringCreatedData,
  gatheringOutcomeRecordedData,
  gatheringUpdatedData,
} from './gathering-event-data';
import {
  GATHERING_STEP_TYPES,
  type GatheringStepFields,
  gatheringStep,
  gatheringStepFields,
} from './gathering-steps';
import { gatheringsTable } from './gatherings-table';

/** The four groups of participants together. */
const totalParticipants = z
  .number()
  .int()
  .min(0)
  .max(4 * COUNT_LIMITS.people);

/** The rules of every field an update or an outcome may change. */
const CHANGEABLE = {
  shape: {
    ...gatheringFieldsSchema.shape,
    ...gatheringOutcomeSchema.shape,
    actualParticipants: totalParticipants,
  },
};
const OUTCOME_COLUMNS = [
  'executionNotes',
  'achievements',
  'challenges',
  'documentUrls',
  'actualParticipants',
] as const;
const CHANGEABLE_FIELDS = [...GATHERING_FIELDS, ...OUTCOME_COLUMNS];

/**
 * Events (gatherings) as Event Management, the detail view, the ticker and the city and zone
 * metrics read them: one row per event. Only the recorded status is stored; in_progress and
 * completed depend on the time of the read, so the read side derives them (`status = 'approved'`
 * and the start or end passed). Scope and names come from joining `cities` when reading, so an
 * event follows its city through the zone → city tree.
 */
export const gatheringsReadModel: BatchReadModel = {
  name: READ_MODEL.gatherings,
  migrations: [
    {
      name: '0030_gatherings_create',
      async up(knex: Knex) {
        const schema = readSchemaOf(knex);
        await knex.schema.withSchema(schema).createTable('gatherings', (table) => {
          table.integer('id').primary();
          table.text('title').notNullable();
          table.text('purpose').notNullable();
          table.text('event_type').notNullable();
          table.text('organizer');
          table.timestamp('start_date_time', { useTz: true }).notNullable();
          table.timestamp('end_date_time', { useTz: true }).notNullable();
          table.text('location');
          table.integer('murabbi_count').notNullable();
          table.integer('khudaam_count').notNullable();
          table.integer('teacher_count').notNullable();
          table.integer('majlis_seerat_member_count').notNullable();
          table.integer('expected_participants').notNullable();
          table.integer('city_id').notNullable();
          table.text('proposal_attachments');
          table.integer('zone_id').notNullable();
          table.integer('duration_hours').notNullable();
          table.text('status').notNullable();
          table.text('approval_status').notNullable();
          table.text('submitted_by');
          table.integer('submitted_by_id');
          table.timestamp('submitted_at', { useTz: true });
          table.text('approved_by');
          table.timestamp('approved_at', { useTz: true });
          table.text('rejection_reason');
          table.text('approval_comments');
          table.text('feedback');
          table.integer('actual_participants');
          table.text('execution_notes');
          table.text('achievements');
          table.text('challenges');
          table.text('document_urls');
          table.text('cancel_reason');
          table.text('created_by').notNullable();
          table.timestamp('created_at', { useTz: true }).notNullable();
          table.timestamp('updated_at', { useTz: true }).notNullable();
          table.integer('version').notNullable();
        });
        // A city's events newest first (the lists), and its approved ones by start (the ticker
        // and the metrics of the last 3 months and the last event).
        await knex.raw('CREATE INDEX gatherings_city ON ??.gatherings (city_id, created_at DESC, id DESC)', [
          schema,
        ]);
        await knex.raw(
          `CREATE INDEX gatherings_city_approved ON ??.gatherings (city_id, start_date_time) WHERE status = 'approved'`,
          [schema],
        );
        await knex.raw('CREATE INDEX gatherings_newest ON ??.gatherings (created_at DESC, id DESC)', [
          schema,
        ]);
        await knex.raw(
          `CREATE INDEX gatherings_pending ON ??.gatherings (id) WHERE status = 'pending_approval'`,
          [schema],
        );
      },
    },
  ],
  eventTypes: ['GatheringCreated', 'GatheringUpdated', 'GatheringOutcomeRecorded', ...GATHERING_STEP_TYPES],
  async applyBatch(trx, events) {
    const batch: GatheringsBatch = { newRows: new Map(), patches: new Map() };
    for (const event of events) applyToBatch(batch, event);
    await writeBatch(trx, batch);
  },
};

/**
 * A batch's changes gathered in memory, so it writes with two statements whatever its size (a
 * national history holds tens of thousands of events, each edited and stepped several times).
 * Rows created in the batch are changed in place; rows created before it collect one patch each,
 * later columns winning, as the same updates applied one by one would leave them.
 */
interface GatheringsBatch {
  newRows: Map<number, Row>;
  patches: Map<number, Row>;
}

function applyToBatch(batch: GatheringsBatch, event: RecordedEvent): void {
  switch (event.type) {
    case 'GatheringCreated': {
      const { gatheringId, fields } = gatheringCreatedData(event);
      if (batch.newRows.has(gatheringId)) throw new Error(`Event ${gatheringId} is created twice`);
      batch.newRows.set(gatheringId, {
        id: gatheringId,
        ...fieldColumns(fields, GATHERING_FIELDS),
        status: 'draft',
        approval_status: 'draft',
        created_by: event.metadata.username,
        created_at: event.metadata.occurredAt,
        ...stamp(event),
      });
      break;
    }
    case 'GatheringUpdated':
      changeColumns(batch, event, gatheringUpdatedData(event));
      break;
    case 'GatheringOutcomeRecorded':
      changeColumns(batch, event, gatheringOutcomeRecordedData(event));
      break;
    default: {
      // The workflow steps, the other types it names.
      const step = gatheringStep(event)!;
      const fields = gatheringStepFields(step, event.metadata);
      const columns = fieldColumns(fields, Object.keys(fields) as (keyof GatheringStepFields)[]);
      touch(batch, step.gatheringId, event, columns);
    }
  }
}

function stamp(event: RecordedEvent) {
  return { updated_at: event.metadata.occurredAt, version: Number(event.revision) };
}

function changeColumns(
  batch: GatheringsBatch,
  event: RecordedEvent,
  { gatheringId, changes }: { gatheringId: number; changes: Record<string, { from: unknown; to: unknown }> },
): void {
  const changed = changedFieldValues(changes, CHANGEABLE, event.type);
  touch(batch, gatheringId, event, fieldColumns(changed, CHANGEABLE_FIELDS));
}

function touch(batch: GatheringsBatch, gatheringId: number, event: RecordedEvent, columns: Row): void {
  Object.assign(columns, stamp(event));
  const target = batch.newRows.get(gatheringId) ?? batch.patches.get(gatheringId);
  if (target) Object.assign(target, columns);
  else batch.patches.set(gatheringId, columns);
}

/**
 * Patches reach only the rows created before the batch, so they go first; the new rows hold
 * their own changes already. A change of an event nowhere in the read model fails the batch, as
 * the single statements did.
 */
async function writeBatch(trx: Knex.Transaction, batch: GatheringsBatch): Promise<void> {
  const missing = await patchRows(trx, gatheringsTable.name, {
    columns: PATCHABLE_COLUMNS,
    patches: [...batch.patches].map(([id, patch]) => ({ id, patch })),
  });
  if (missing.length > 0) throw new Error(`Event ${missing.join(', ')} is not in the read model`);
  await insertRows(trx, gatheringsTable.name, [...batch.newRows.values()]);
}

/** Every column but the key and who created it when: an update, an outcome or a step may set them. */
const PATCHABLE_COLUMNS = Object.values(gatheringsTable.column).filter(
  (column) => !['id', 'created_by', 'created_at'].includes(column),
);
