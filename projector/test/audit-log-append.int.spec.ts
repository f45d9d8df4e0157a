import type { RecordedEvent } from '@seerat/eventstore';
import { createKnex, type Knex } from '@seerat/platform';
import { createTestDatabase } from '@seerat/platform/testing';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type AuditEntry,
  appendAuditEntries,
  createAuditLogTable,
  INSERTED_AUDIT_ROWS_AT_MOST,
} from '../src/features/audit/audit-log';
import { metadata } from './zone-city-events';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let knex: Knex;

beforeAll(async () => {
  database = await createTestDatabase('audit log append');
  knex = createKnex({ connectionString: database.url });
  for (const table of ['small_batches', 'large_batches']) {
    await createAuditLogTable(knex, { schema: 'public', table, ownerColumn: 'owner_id' });
    // The entity log's extra column, which a row may carry beyond `AuditRow`'s.
    await knex.raw('ALTER TABLE ?? ADD COLUMN entity_type text', [table]);
    await knex(table).insert({
      id: 41,
      owner_id: 1,
      action: 'create',
      username: 'seed',
      created_at: new Date(),
    });
  }
});

afterAll(async () => {
  await knex.destroy();
  await database.drop();
});

// Texts COPY's format gives a meaning to, and JSON's: whatever a person typed must come back as typed.
const AWKWARD = ['\\N', 'C:\\new\\table', 'tab\there', 'two\nlines', '"quoted"', '?', '', 'لاہور', null];

function entry(index: number, rowCount: number): AuditEntry {
  const event = {
    id: `event-${index}`,
    metadata: metadata({
      userId: index % 2 === 0 ? null : index,
      username: `user ${AWKWARD[index % AWKWARD.length] ?? ''}`,
      changeReason: AWKWARD[(index + 1) % AWKWARD.length],
      occurredAt: `2026-11-28T09:${String(index % 60).padStart(2, '0')}:00.000Z`,
    }),
  } as RecordedEvent;
  const rows = Array.from({ length: rowCount }, (_, row) => ({
    action: 'update' as const,
    field_name: `field ${row}`,
    old_value: AWKWARD[(index + row) % AWKWARD.length]!,
    new_value: AWKWARD[(index + row + 3) % AWKWARD.length]!,
    entity_type: index % 3 === 0 ? 'gathering' : 'budget',
  }));
  return { ownerId: 100 + index, event, rows };
}

/** Appends in one transaction and answers how many statements went to PostgreSQL for it. */
async function append(table: string, entries: AuditEntry[]): Promise<number> {
  return knex.transaction(async (trx) => {
    const connection = (await trx.client.acquireConnection()) as pg.ClientBase;
    const query = vi.spyOn(connection, 'query');
    try {
      await appendAuditEntries(trx, { table, ownerColumn: 'owner_id', entries });
      return query.mock.calls.length;
    } finally {
      query.mockRestore();
    }
  });
}

const stored = (table: string) => knex(table).whereNot('username', 'seed').orderBy('id').select('*');

describe('appendAuditEntries', () => {
  it("writes a live batch's rows in one statement, numbered on from the table's highest id", async () => {
    const entries = [entry(1, 2), entry(2, 0), entry(3, 1)];
    expect(await append('small_batches', entries)).toBe(1);
    expect(await stored('small_batches')).toEqual([
      expect.objectContaining({ id: 42, owner_id: 101, old_value: 'C:\\new\\table', new_value: '"quoted"' }),
      expect.objectContaining({ id: 43, owner_id: 101, old_value: 'tab\there', new_value: '?' }),
      expect.objectContaining({
        id: 44,
        owner_id: 103,
        user_id: 3,
        username: 'user two\nlines',
        new_value: '',
      }),
    ]);
  });

  it('writes the same rows whichever way a batch goes, a large one by COPY', async () => {
    await knex('small_batches').whereNot('username', 'seed').delete();
    // Two small batches, then one large one in the other table: the same entries in the same order.
    const entries = Array.from({ length: 60 }, (_, index) => entry(index, (index % 4) + 1));
    const rowCount = entries.reduce((sum, { rows }) => sum + rows.length, 0);
    expect(rowCount).toBeGreaterThan(INSERTED_AUDIT_ROWS_AT_MOST);
    const half = entries.findIndex(
      (_, index) => entries.slice(0, index).reduce((sum, { rows }) => sum + rows.length, 0) > rowCount / 2,
    );
    await append('small_batches', entries.slice(0, half));
    await append('small_batches', entries.slice(half));
    expect(await append('large_batches', entries)).toBe(2);
    const small = await stored('small_batches');
    expect(small).toHaveLength(rowCount);
    expect(small).toEqual(await stored('large_batches'));
    expect(small.map(({ id }) => id)).toEqual(Array.from({ length: rowCount }, (_, index) => 42 + index));
  });
});
