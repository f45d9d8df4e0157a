import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database';

const dropped: TestDatabase[] = [];
afterAll(async () => {
  for (const database of dropped) await database.drop();
});

async function query(database: TestDatabase, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('a test database made from a template', () => {
  it('starts with the template’s schemas and rows, and is its own from then on', async () => {
    const template = await createTestDatabase('template');
    dropped.push(template);
    await query(
      template,
      'CREATE SCHEMA read; CREATE TABLE read.names (name text); INSERT INTO read.names VALUES ($$a$$)',
    );

    const copy = await createTestDatabase('copy', { template: template.name });
    dropped.push(copy);
    await query(copy, 'INSERT INTO read.names VALUES ($$b$$)');

    expect(await query(copy, 'SELECT name FROM read.names ORDER BY name')).toEqual([
      { name: 'a' },
      { name: 'b' },
    ]);
    expect(await query(template, 'SELECT name FROM read.names')).toEqual([{ name: 'a' }]);
  });
});
