import { randomUUID } from 'node:crypto';
import type { EventToAppend, RecordedEvent } from '@seerat/eventstore';
import type { Projection, ReadModel } from '../src/index';
import { readSchemaOf } from '../src/index';

/**
 * A small projection for the engine's tests. `counters` increments (not idempotent on purpose: a
 * batch applied twice shows up as a wrong count); `notes` is a list keyed by event id. An
 * `Incremented` event whose `by` is not a number cannot be applied: the projection halts on it.
 */
const counters: ReadModel = {
  name: 'fixture_counters',
  migrations: [
    {
      name: '0001_fixture_counters',
      async up(knex) {
        await knex.schema.withSchema(readSchemaOf(knex)).createTable('counters', (table) => {
          table.text('stream').primary();
          table.bigInteger('total').notNullable();
          table.integer('increments').notNullable();
          table.specificType('last_position', 'numeric(20,0)').notNullable();
        });
      },
    },
  ],
  handlers: {
    async Incremented(trx, event) {
      const { by } = event.data as { by: unknown };
      if (typeof by !== 'number') throw new Error(`"by" must be a number, got ${JSON.stringify(by)}`);
      await trx.raw(
        `INSERT INTO counters (stream, total, increments, last_position) VALUES (?, ?, 1, ?)
         ON CONFLICT (stream) DO UPDATE SET total = counters.total + excluded.total,
           increments = counters.increments + 1, last_position = excluded.last_position`,
        [event.streamName, by, event.position.toString()],
      );
    },
  },
};

const notes: ReadModel = {
  name: 'fixture_notes',
  migrations: [
    {
      name: '0002_fixture_notes',
      async up(knex) {
        await knex.schema.withSchema(readSchemaOf(knex)).createTable('notes', (table) => {
          table.uuid('event_id').primary();
          table.text('stream').notNullable().index();
          table.text('text').notNullable();
          table.timestamp('recorded_at', { useTz: true }).notNullable();
        });
      },
    },
  ],
  handlers: {
    async Noted(trx, event) {
      const { text } = event.data as { text: string };
      await trx('notes').insert({
        event_id: event.id,
        stream: event.streamName,
        text,
        recorded_at: event.recordedAt,
      });
    },
  },
};

export const fixtureProjection: Projection = { name: 'fixture', readModels: [counters, notes] };

export function incremented(by: unknown): EventToAppend {
  return fixtureEvent('Incremented', { by });
}

export function noted(text: string): EventToAppend {
  return fixtureEvent('Noted', { text });
}

function fixtureEvent(type: string, data: unknown): EventToAppend {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: {
      userId: null,
      username: 'System',
      correlationId: randomUUID(),
      occurredAt: new Date().toISOString(),
    },
  };
}

/** What the fixture's tables must hold after projecting `events`, computed without the engine. */
export function expectedFixtureRows(events: RecordedEvent[]) {
  const counterRows = new Map<string, { total: number; increments: number }>();
  let noteCount = 0;
  for (const event of events) {
    if (event.type === 'Noted') noteCount += 1;
    if (event.type !== 'Incremented') continue;
    const row = counterRows.get(event.streamName) ?? { total: 0, increments: 0 };
    row.total += (event.data as { by: number }).by;
    row.increments += 1;
    counterRows.set(event.streamName, row);
  }
  return { counters: counterRows, noteCount };
}
