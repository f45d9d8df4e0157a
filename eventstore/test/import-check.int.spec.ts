import { randomBytes } from 'node:crypto';
import { zoneFieldsSchema, zoneStreamName } from '@seerat/contracts';
import { createSilentLogger } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainLink, contentDigest } from '../src/chain-link';
import {
  type ChainDigest,
  checkExport,
  createPostgresEventStore,
  type EventToAppend,
  type ExportedEvent,
  exportLog,
  ImportRefusedError,
  type PostgresEventStore,
  verifyChain,
} from '../src/index';
import { newEvent, testMetadata } from './contract/fixtures';

/**
 * `npm run import` checks the whole file before it writes anything: each refusal names the line
 * at fault. The file here is a real export of a real log of the portal's events, and its digest
 * the one verification publishes.
 */
let database: TestDatabase;
let pool: pg.Pool;
let store: PostgresEventStore | undefined;
let exported: ExportedEvent[];
let digest: ChainDigest;

const opened: PostgresEventStore[] = [];

/** A zone's creation as the portal records it; `name` is what the tests forge. */
const zoneCreated = (zoneId: number, name = `Zone ${zoneId}`) =>
  newEvent({ zoneId, fields: zoneFieldsSchema.parse({ name, masool: 'Bilal' }) }, 'ZoneCreated');

/** A log of `events` in its own schema, exported, with the digest verification publishes for it. */
async function exportedLog(
  events: EventToAppend[],
): Promise<{ events: ExportedEvent[]; digest: ChainDigest }> {
  const schema = `import_${randomBytes(4).toString('hex')}`;
  store = createPostgresEventStore({ connectionString: database.url, logger: createSilentLogger(), schema });
  opened.push(store);
  for (const [index, event] of events.entries())
    await store.append(zoneStreamName(index + 1), [event], 'any');
  const lines: ExportedEvent[] = [];
  for await (const batch of exportLog(pool, { schema })) lines.push(...batch);
  const verified = await verifyChain(pool, { schema });
  return { events: lines, digest: { ...verified.head!, publishedAt: new Date().toISOString() } };
}

beforeAll(async () => {
  database = await createTestDatabase('eventstore_import_check');
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on('connect', (client) => client.on('error', () => {}));
  ({ events: exported, digest } = await exportedLog(
    Array.from({ length: 12 }, (_, index) => zoneCreated(index + 1)),
  ));
});
afterAll(async () => {
  for (const each of opened) await each.close();
  await pool?.end();
  await database?.drop();
});

async function* linesOf(texts: string[]): AsyncIterable<string> {
  yield* texts;
}
const asLines = (events: ExportedEvent[]) => events.map((event) => JSON.stringify(event));
const check = (texts: string[], digests: ChainDigest[] = [digest]) => checkExport(linesOf(texts), digests);

describe('the check of a file before import', () => {
  it('accepts the export as it is, against the digest published for its head', async () => {
    expect(exported).toHaveLength(12);
    await expect(check(asLines(exported))).resolves.toEqual({ events: 12 });
  });

  it('names the line of an event altered in the file', async () => {
    const lines = asLines(exported);
    lines[4] = JSON.stringify({ ...exported[4], data: zoneCreated(5, 'Forged').data });
    await expect(check(lines)).rejects.toThrow(/^Line 5: the event at position \d+ does not match its hash/);
  });

  it('names the line that is not an event', async () => {
    const lines = asLines(exported);
    lines[2] = '{"position": "3", "id":';
    await expect(check(lines)).rejects.toThrow('Line 3: not a JSON event');
    lines[2] = JSON.stringify({ ...exported[2], hash: undefined });
    await expect(check(lines)).rejects.toThrow('Line 3: the event has no hash');
  });

  it('refuses a file altered and re-chained to the end, at the line the published digest names', async () => {
    const forged = exported.map((event) => ({ ...event }));
    forged[6]!.data = zoneCreated(7, 'Forged').data;
    let previous: Buffer = Buffer.from(forged[5]!.hash!, 'hex');
    for (const event of forged.slice(6)) {
      const content = contentDigest({ ...event, revision: BigInt(event.revision) });
      previous = chainLink(previous, BigInt(event.position), content);
      event.hash = previous.toString('hex');
    }
    await expect(check(asLines(forged))).rejects.toThrow(/^Line 12: position \d+ differs from the digest/);
  });

  it('refuses a file no published digest vouches for', async () => {
    await expect(check(asLines(exported), [])).rejects.toThrow(
      'No published chain digest to check the file against',
    );
    const elsewhere = { ...digest, position: '999999' };
    await expect(check(asLines(exported), [elsewhere])).rejects.toThrow(
      'No published chain digest names a position this file holds',
    );
  });
});

describe('the contracts an imported event keeps', () => {
  /** A log whose third event breaks a contract, chained and vouched for like any other. */
  async function refusalOfThird(third: EventToAppend): Promise<string> {
    const log = await exportedLog([zoneCreated(1), zoneCreated(2), third, zoneCreated(4)]);
    const refused = await checkExport(linesOf(asLines(log.events)), [log.digest]).catch((error) => error);
    expect(refused).toBeInstanceOf(ImportRefusedError);
    expect(refused.line).toBe(3);
    return refused.message;
  }

  it('names the line of an event whose data breaks the contract of its type', async () => {
    const nameless = newEvent({ zoneId: 3, fields: { masool: 'Bilal', libraryCount: 0 } }, 'ZoneCreated');
    expect(await refusalOfThird(nameless)).toBe(
      'Line 3: the ZoneCreated event breaks its contract: data.fields.name: Name is required',
    );
    const stringId = newEvent({ ...(zoneCreated(3).data as object), zoneId: '3' }, 'ZoneCreated');
    expect(await refusalOfThird(stringId)).toMatch(
      /^Line 3: the ZoneCreated event breaks its contract: data\.zoneId: /,
    );
  });

  it('names the line of an event of a type the portal never records, or with broken metadata', async () => {
    expect(await refusalOfThird(newEvent({ zoneId: 3 }, 'ZoneDemolished'))).toBe(
      'Line 3: ZoneDemolished is not an event type of the portal',
    );
    const anonymous = { ...zoneCreated(3), metadata: { ...testMetadata(), username: undefined } };
    expect(await refusalOfThird(anonymous as unknown as EventToAppend)).toMatch(
      /^Line 3: the ZoneCreated event breaks its contract: metadata\.username: /,
    );
  });
});
