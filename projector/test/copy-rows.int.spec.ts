import { createKnex, type Knex } from '@seerat/platform';
import { createTestDatabase } from '@seerat/platform/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyLine, copyLines } from '../src/handling/copy-rows';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let knex: Knex;

beforeAll(async () => {
  database = await createTestDatabase('copy rows');
  knex = createKnex({ connectionString: database.url });
  await knex.raw('CREATE TABLE copied (id integer PRIMARY KEY, note text, at timestamptz)');
});

afterAll(async () => {
  await knex.destroy();
  await database.drop();
});

// COPY's text format gives backslashes, tabs and line breaks a meaning, and reads `\N` as NULL:
// whatever a person typed must come back as typed.
const AWKWARD = ['\\N', 'C:\\new\\table', 'tab\there', 'two\nlines', 'cr\r\nlf', '\\', ' ', '', 'لاہور'];

describe('copyLines', () => {
  it('writes every text as it was given, and null as NULL', async () => {
    const texts = [
      ...AWKWARD,
      ...fc.sample(fc.string({ unit: 'grapheme', maxLength: 60 }), { numRuns: 200, seed: 26 }),
    ];
    const rows = [
      ...texts.map((note, index) => [index + 1, note, '2026-11-27T10:00:00.000Z']),
      [0, null, null],
    ];
    await knex.transaction((trx) => copyLines(trx, 'copied', ['id', 'note', 'at'], rows.map(copyLine)));
    const stored = await knex('copied').select('id', 'note', 'at').orderBy('id');
    expect(stored).toEqual([
      { id: 0, note: null, at: null },
      ...texts.map((note, index) => ({ id: index + 1, note, at: new Date('2026-11-27T10:00:00.000Z') })),
    ]);
  });

  it("commits and rolls back with the batch's transaction", async () => {
    await knex('copied').delete();
    await expect(
      knex.transaction(async (trx) => {
        await copyLines(trx, 'copied', ['id', 'note'], [copyLine([1, 'kept only if the batch commits'])]);
        throw new Error('the batch failed after the copy');
      }),
    ).rejects.toThrow('the batch failed');
    expect(await knex('copied').count({ rows: '*' })).toEqual([{ rows: '0' }]);
  });
});
