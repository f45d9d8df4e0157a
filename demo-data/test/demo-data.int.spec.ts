import {
  createIdAllocator,
  createUserAccount,
  ensureFirstAdministrator,
  migrateIdSequences,
  migrateUsernameClaims,
} from '@seerat/command-api';
import { BUDGET_STATUSES, eventContract, eventMetadataSchema, SYSTEM_USER } from '@seerat/contracts';
import { createPostgresEventStore, type PostgresEventStore, type RecordedEvent } from '@seerat/eventstore';
import { createKnex, createSilentLogger, type Knex } from '@seerat/platform';
import { createTestDatabase, type TestDatabase } from '@seerat/platform/testing';
import { portalProjection, rebuildProjection } from '@seerat/projector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoDataRefusedError, type SeedSummary, seedDemoData } from '../src/seed-demo-data';

interface Portal {
  database: TestDatabase;
  knex: Knex;
  store: PostgresEventStore;
  summary: SeedSummary;
}

async function seededPortal(label: string): Promise<Portal> {
  const database = await createTestDatabase(label);
  const knex = createKnex({ connectionString: database.url });
  const store = createPostgresEventStore({ connectionString: database.url });
  const summary = await seedDemoData({ store, knex, logger: createSilentLogger(), scale: 'small', seed: 11 });
  return { database, knex, store, summary };
}

async function wholeLog(store: PostgresEventStore): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (;;) {
    const page = await store.readAll({ after: events.at(-1)?.position ?? null, maxCount: 5_000 });
    if (page.length === 0) return events;
    events.push(...page);
  }
}

/**
 * What the seed decides, stream by stream: everything but the event ids and record times, the
 * password hashes (salted), and what the portal's first start records now (the default books).
 */
function decided(events: RecordedEvent[]): string[] {
  return events
    .filter((event) => !event.metadata.correlationId.startsWith('bootstrap-'))
    .map((event) => {
      const data = { ...(event.data as Record<string, unknown>), passwordHash: undefined };
      return JSON.stringify([event.streamName, String(event.revision), event.type, data, event.metadata]);
    })
    .sort();
}

describe('the demo data generator (small)', () => {
  let first: Portal;
  let events: RecordedEvent[];

  beforeAll(async () => {
    first = await seededPortal('demo data');
    events = await wholeLog(first.store);
  }, 300_000);
  afterAll(async () => {
    await first?.store.close();
    await first?.knex.destroy();
    await first?.database.drop();
  });

  it('records only events the contracts know, each with the metadata the API records', () => {
    const bootstrap = events.filter((event) => event.metadata.correlationId.startsWith('bootstrap-'));
    expect(events.length - bootstrap.length).toBe(first.summary.events);
    expect(first.summary.events).toBeGreaterThan(5_000);
    for (const event of events) {
      const contract = eventContract(event.type);
      if (!contract) throw new Error(`The demo recorded an unknown event type ${event.type}`);
      contract.parse(event.data);
      eventMetadataSchema.parse(event.metadata);
    }
    const history = events.filter((event) => event.metadata.userId !== null);
    expect(new Set(history.map((event) => event.metadata.username)).size).toBeGreaterThan(10);
    expect(history.every((event) => event.metadata.ipAddress && event.metadata.userAgent)).toBe(true);
    expect(history.some((event) => event.metadata.changeReason)).toBe(true);
    const years = new Set(history.map((event) => event.metadata.occurredAt.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(2);
  });

  it('builds read models the portal can serve: zones, cities with Urdu names, sub-cities, users, qabails', async () => {
    const knex = first.knex;
    await rebuildProjection({
      knex,
      store: first.store,
      projection: portalProjection,
      logger: createSilentLogger(),
      schema: 'read',
    });
    const count = async (sql: string) => Number((await knex.raw(sql)).rows[0].count);
    expect(await count('SELECT count(*) FROM read.zones')).toBe(4);
    expect(await count('SELECT count(*) FROM read.cities')).toBe(80);
    expect(await count('SELECT count(*) FROM read.cities WHERE name_urdu IS NOT NULL')).toBeGreaterThan(60);
    expect(await count('SELECT count(*) FROM read.cities WHERE cardinality(path) = 2')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) FROM read.users')).toBe(first.summary.users);
    expect(await count('SELECT count(*) FROM read.city_audit_log')).toBeGreaterThan(5_000);
    expect(await count('SELECT count(*) FROM read.seerat_model_checks')).toBeGreaterThan(20);
    expect(
      await count("SELECT count(*) FROM read.seerat_model_checks WHERE notes LIKE '%' || chr(10) || '%'"),
    ).toBeGreaterThan(0);
    expect(
      await count(
        "SELECT count(*) FROM read.city_audit_log WHERE field_name LIKE 'seeratModelCheck % checkStatus'",
      ),
    ).toBeGreaterThan(20);
    expect(await count('SELECT count(*) FROM read.qabails')).toBeGreaterThan(10);
    expect(await count("SELECT count(*) FROM read.qabail_audit_log WHERE action = 'update'")).toBeGreaterThan(
      20,
    );
    expect(await count('SELECT count(*) FROM read.qabilah_list')).toBeGreaterThan(5);
    // Every zone and city masool has a profile, with pictures, Alims, reading and a team.
    const masools = await count(
      "SELECT count(*) FROM read.users WHERE roles && ARRAY['zone_masool','city_masool']::text[]",
    );
    expect(await count('SELECT count(*) FROM read.masool_profiles WHERE user_id IS NOT NULL')).toBe(masools);
    expect(
      await count('SELECT count(*) FROM read.masool_profiles WHERE profile_picture IS NOT NULL'),
    ).toBeGreaterThan(0);
    expect(await count('SELECT count(*) FROM read.masool_profiles WHERE is_alim')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) FROM read.team_profiles')).toBeGreaterThan(0);
    expect(
      await count("SELECT count(*) FROM read.reading_progress WHERE status = 'completed'"),
    ).toBeGreaterThan(0);
    expect(
      await count(
        "SELECT count(*) FROM read.masool_profiles p WHERE p.profile_picture IS NOT NULL AND NOT EXISTS (SELECT 1 FROM writes.stored_files f WHERE p.profile_picture = '/api/uploads/profile-pictures/' || f.name)",
      ),
    ).toBe(0);
    // Meetings with action items, some closed; reports with edits and reviews.
    expect(await count('SELECT count(*) FROM read.meetings WHERE city_id IS NULL')).toBeGreaterThan(10);
    expect(await count('SELECT count(*) FROM read.meetings WHERE minutes IS NOT NULL')).toBeGreaterThan(100);
    expect(
      await count("SELECT count(*) FROM read.meeting_action_items WHERE status = 'completed'"),
    ).toBeGreaterThan(50);
    expect(await count('SELECT count(*) FROM read.karguzari_versions WHERE version = 2')).toBeGreaterThan(20);
    expect(
      await count("SELECT count(*) FROM read.karguzari_versions WHERE status = 'approved'"),
    ).toBeGreaterThan(100);
    // Some cities fell silent: no meeting in the two weeks before the history ends.
    expect(
      await count(`SELECT count(*) FROM read.cities c WHERE NOT EXISTS (
        SELECT 1 FROM read.meetings m WHERE m.city_id = c.id
           AND m.meeting_date > (SELECT max(meeting_date) FROM read.meetings) - 14)`),
    ).toBeGreaterThan(3);
    // Events through every course: waiting, approved with outcomes, rejected, resubmitted, cancelled.
    expect(await count('SELECT count(*) FROM read.gatherings')).toBeGreaterThan(200);
    for (const status of ['draft', 'approved', 'rejected', 'cancelled']) {
      expect(await count(`SELECT count(*) FROM read.gatherings WHERE status = '${status}'`)).toBeGreaterThan(
        0,
      );
    }
    expect(
      await count('SELECT count(*) FROM read.gatherings WHERE actual_participants IS NOT NULL'),
    ).toBeGreaterThan(50);
    expect(
      await count("SELECT count(*) FROM read.gathering_history WHERE from_status = 'rejected'"),
    ).toBeGreaterThan(0);
    // Budgets of a share of the events, in every status, with lines, actuals and a few receipts.
    expect(await count('SELECT count(*) FROM read.budgets')).toBe(first.summary.budgets);
    for (const status of BUDGET_STATUSES) {
      expect(
        await count(`SELECT count(*) FROM read.budgets WHERE status = '${status}'`),
        status,
      ).toBeGreaterThan(0);
    }
    expect(await count('SELECT count(*) FROM read.budgets WHERE total_estimated_expenses > 0')).toBe(
      first.summary.budgets,
    );
    expect(
      await count("SELECT count(*) FROM read.budgets WHERE status = 'closed' AND total_actual_expenses = 0"),
    ).toBe(0);
    expect(
      await count("SELECT count(*) FROM read.budget_lines WHERE line->>'receiptUrl' IS NOT NULL"),
    ).toBeGreaterThan(0);
    expect(
      await count("SELECT count(*) FROM read.budget_approval_history WHERE action = 'reopen'"),
    ).toBeGreaterThan(0);
  }, 120_000);

  it('refuses to add demo data to a portal that has zones', async () => {
    await expect(
      seedDemoData({ store: first.store, knex: first.knex, logger: createSilentLogger(), scale: 'small' }),
    ).rejects.toBeInstanceOf(DemoDataRefusedError);
  });

  it('refuses to add demo data, whose accounts share a known password, beside real users', async () => {
    const database = await createTestDatabase('demo data beside users');
    const knex = createKnex({ connectionString: database.url });
    const store = createPostgresEventStore({ connectionString: database.url });
    try {
      await migrateIdSequences(knex);
      await migrateUsernameClaims(knex);
      const deps = { store, knex, ids: createIdAllocator(knex), logger: createSilentLogger() };
      await ensureFirstAdministrator({ ...deps, password: 'first-admin-password', announce: () => {} });
      await createUserAccount(
        deps,
        {
          username: 'real.person',
          password: 'real-person-password',
          roles: ['markazi_team'],
          assignedZoneId: null,
          assignedCityId: null,
        },
        { ...SYSTEM_USER, correlationId: 'real-person', occurredAt: new Date().toISOString() },
      );
      await expect(seedDemoData({ ...deps, scale: 'small' })).rejects.toThrow(
        new DemoDataRefusedError(
          'This portal already holds users; demo data is only added to an empty portal',
        ),
      );
    } finally {
      await store.close();
      await knex.destroy();
      await database.drop();
    }
  });

  it('records the same history from the same seed', async () => {
    const second = await seededPortal('demo data again');
    try {
      expect(decided(await wholeLog(second.store))).toEqual(decided(events));
    } finally {
      await second.store.close();
      await second.knex.destroy();
      await second.database.drop();
    }
  }, 300_000);
});
