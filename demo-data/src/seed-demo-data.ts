import {
  createIdAllocator,
  ensureDefaultRecommendedBooks,
  migrateBudgetNumbers,
  migrateIdSequences,
  migrateMasoolProfileUsers,
  migrateUsernameClaims,
  migrateZoneNameClaims,
} from '@seerat/command-api';
import { CATALOGUE_BOOTSTRAP_STREAM, defaultRecommendedBooksPlannedSchema } from '@seerat/contracts';
import type { EventStore } from '@seerat/eventstore';
import { type Knex, type Logger, migrateStoredFiles } from '@seerat/platform';
import { createRebuildProgress, type ProgressStream, READ_SCHEMA } from '@seerat/projector';
import { createActorDirectory } from './actors';
import { countAppends } from './append-counter';
import { type PlannedUser, planOrganisation } from './blueprint';
import { blueprintFacts } from './blueprint-facts';
import { seedProfiles } from './profiles';
import { Random } from './random';
import { DEFAULT_HISTORY_ENDS, DEMO_SCALES, type DemoScaleName } from './scales';
import { createCommandScheduler } from './scheduler';
import { countTimeline, timeline } from './timeline';
import { commandRunner, DEMO_PASSWORD } from './timeline-items';
import { allocateId, dependencies } from './timeline-order';

export interface SeedDemoDataOptions {
  store: EventStore;
  /** The portal's database: id sequences, username claims. */
  knex: Knex;
  logger: Logger;
  scale: DemoScaleName;
  seed?: number;
  historyEnds?: Date;
  /** Commands in flight at once (each on its own stream). */
  concurrency?: number;
  progressStream?: ProgressStream;
}

export interface SeedSummary {
  scale: DemoScaleName;
  seed: number;
  commands: number;
  events: number;
  seconds: number;
  zones: number;
  cities: number;
  users: number;
  qabails: number;
  /** The organisation's events (gatherings) created over the history. */
  gatherings: number;
  /** The budgets of a share of those events, across every status. */
  budgets: number;
  /** One account of each role, to sign in with `password`. */
  accounts: { role: string; username: string }[];
  password: string;
}

/**
 * PostgreSQL keeps a session's plans for the append function's statements; planned while the event
 * table was empty, they scan it whole, and only new statistics make them plan again. Autovacuum
 * gathers those as the table grows, but a server may run without it (this machine's does), so the
 * generator gathers them itself now and then, and once at the end.
 */
const ANALYZE_EVERY = 20_000;

export class DemoDataRefusedError extends Error {
  override name = 'DemoDataRefusedError';
}

/**
 * Builds a demo organisation with years of history through the command use cases the routes
 * call (see `commandRunner`) into an empty portal. Deterministic: the same scale and seed give
 * the same organisation, the same events in each stream and the same ids. Extending it: a new
 * kind of entity (events, meetings) adds its plan to the blueprint, its creations and updates to
 * the timeline, and a case calling its use cases to `commandRunner`.
 */
export async function seedDemoData(options: SeedDemoDataOptions): Promise<SeedSummary> {
  const { knex, logger } = options;
  const scale = DEMO_SCALES[options.scale];
  const seed = options.seed ?? 1;
  const startedAt = performance.now();
  await migrateIdSequences(knex);
  await migrateUsernameClaims(knex);
  await migrateZoneNameClaims(knex, READ_SCHEMA);
  await migrateMasoolProfileUsers(knex);
  await migrateStoredFiles(knex);
  await migrateBudgetNumbers(knex);
  await refuseIfNotEmpty(knex);

  const ids = createIdAllocator(knex);
  await ensureDefaultRecommendedBooks({ store: options.store, ids, logger });
  const random = new Random(seed);
  const blueprint = planOrganisation(scale, random.fork(), options.historyEnds ?? DEFAULT_HISTORY_ENDS);
  const timelineSeed = random.uint32();
  const total = countTimeline(blueprint, scale.updates, timelineSeed);
  logger.info({ scale: scale.name, seed, commands: total }, 'seeding demo data');

  const store = countAppends(options.store);
  const defaultBooks = await defaultBookIds(store);
  const facts = blueprintFacts(blueprint, defaultBooks);
  const { catalogue } = facts;
  const run = commandRunner({
    blueprint,
    deps: { store, knex },
    facts,
    actors: createActorDirectory(blueprint),
    defaultBookIds: defaultBooks,
  });
  const scheduler = createCommandScheduler(options.concurrency ?? 4);
  const progress = createRebuildProgress({
    stream: options.progressStream,
    head: BigInt(total),
    label: 'seed',
  });
  let done = 0;
  let dispatched = 0;
  for (const item of timeline(blueprint, scale.updates, timelineSeed)) {
    if (++dispatched % ANALYZE_EVERY === 0) await knex.raw('ANALYZE');
    await allocateId(ids, item);
    if (item.type === 'add-catalogue-entry') {
      (item.entry.kind === 'seerat_model' ? catalogue.modelIds : catalogue.bookIds).add(item.entry.id!);
    }
    const { key, after } = dependencies(item);
    await scheduler.schedule(key, after, async () => {
      await run(item);
      done++;
      progress.update(store.appendedEvents(), BigInt(done));
    });
  }
  await scheduler.drain();
  done += await seedProfiles({
    blueprint,
    deps: { store, knex },
    facts,
    defaultBookIds: defaultBooks,
    random: random.fork(),
  });
  await knex.raw('ANALYZE');
  progress.finish(store.appendedEvents());

  const summary: SeedSummary = {
    scale: scale.name,
    seed,
    commands: done,
    events: store.appendedEvents(),
    seconds: (performance.now() - startedAt) / 1000,
    zones: blueprint.zones.length,
    cities: blueprint.cities.length,
    users: blueprint.users.length,
    qabails: blueprint.qabails.length,
    gatherings: blueprint.gatherings.length,
    budgets: blueprint.budgets.length,
    accounts: sampleAccounts(blueprint.users),
    password: DEMO_PASSWORD,
  };
  logger.info({ ...summary, accounts: undefined }, 'demo data seeded');
  return summary;
}

/**
 * Demo data goes into a portal without zones and without users besides its first administrator:
 * never mixed into a real organisation's records, and its accounts, which share one published
 * password, never beside real people's.
 */
async function refuseIfNotEmpty(knex: Knex): Promise<void> {
  const { rows } = await knex.raw<{ rows: { is_called: boolean }[] }>('SELECT is_called FROM writes.zone_id');
  if (rows[0]?.is_called) {
    throw new DemoDataRefusedError(
      'This portal already holds zones; demo data is only added to an empty portal',
    );
  }
  // Ids are never given twice: a second id taken means a user beyond the first administrator.
  const users = await knex.raw<{ rows: { taken: string }[] }>(
    'SELECT CASE WHEN is_called THEN last_value ELSE 0 END::text AS taken FROM writes.user_id',
  );
  if (Number(users.rows[0]?.taken ?? 0) > 1) {
    throw new DemoDataRefusedError(
      'This portal already holds users; demo data is only added to an empty portal',
    );
  }
}

async function defaultBookIds(store: EventStore): Promise<number[]> {
  const [planned] = await store.readStream(CATALOGUE_BOOTSTRAP_STREAM);
  return planned ? defaultRecommendedBooksPlannedSchema.parse(planned.data).bookIds : [];
}

/** The first account of each role: who a newcomer signs in as to look around. */
function sampleAccounts(users: PlannedUser[]): { role: string; username: string }[] {
  const seen = new Set<string>();
  return users.flatMap((user) => {
    if (seen.has(user.role)) return [];
    seen.add(user.role);
    return [{ role: user.role, username: user.username }];
  });
}
