import {
  CITIES_WRITE,
  createIdAllocator,
  ensureDefaultRecommendedBooks,
  type IdAllocator,
  type IdKind,
  migrateIdSequences,
  migrateUsernameClaims,
} from '@seerat/command-api';
import { CATALOGUE_BOOTSTRAP_STREAM, defaultRecommendedBooksPlannedSchema } from '@seerat/contracts';
import type { EventStore } from '@seerat/eventstore';
import type { Knex, Logger } from '@seerat/platform';
import { createRebuildProgress, type ProgressStream } from '@seerat/projector';
import {
  type ActorDirectory,
  cityResource,
  createActorDirectory,
  demoMetadata,
  zoneResource,
} from './actors';
import { type Blueprint, type PlannedUser, planOrganisation } from './blueprint';
import { nextCityChange } from './changes/city-changes';
import { newCityForm, newZoneForm } from './changes/foundings';
import { nextZoneChange } from './changes/zone-changes';
import { DEMO_PASSWORD, type DemoCommands, demoCommands } from './demo-commands';
import { Random } from './random';
import { DEFAULT_HISTORY_ENDS, DEMO_SCALES, type DemoScaleName } from './scales';
import { createCommandScheduler } from './scheduler';
import { cacheStreams } from './stream-cache';
import { countTimeline, type TimelineItem, timeline } from './timeline';

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
 * Builds a demo organisation with years of history through the real command path (see
 * `demoCommands`) into an empty portal. Deterministic: the same scale and seed give the same
 * organisation, the same events in each stream and the same ids. Extending it: a new kind of
 * entity (qabails, events, meetings) adds its plan to the blueprint, its creations and updates to
 * the timeline, and a route-like function to `demoCommands`.
 */
export async function seedDemoData(options: SeedDemoDataOptions): Promise<SeedSummary> {
  const { knex, logger } = options;
  const scale = DEMO_SCALES[options.scale];
  const seed = options.seed ?? 1;
  const startedAt = performance.now();
  await migrateIdSequences(knex);
  await migrateUsernameClaims(knex);
  await refuseIfNotEmpty(knex);

  const ids = createIdAllocator(knex);
  await ensureDefaultRecommendedBooks({ store: options.store, ids, logger });
  const random = new Random(seed);
  const blueprint = planOrganisation(scale, random.fork(), options.historyEnds ?? DEFAULT_HISTORY_ENDS);
  const timelineSeed = random.uint32();
  const total = countTimeline(blueprint, scale.updates, timelineSeed);
  logger.info({ scale: scale.name, seed, commands: total }, 'seeding demo data');

  const store = cacheStreams(options.store);
  const catalogue = { modelIds: new Set<number>(), bookIds: new Set(await defaultBookIds(store)) };
  const commands = demoCommands({ store, knex, catalogue });
  const run = commandRunner({
    blueprint,
    commands,
    actors: createActorDirectory(blueprint),
    defaultBookIds: [...catalogue.bookIds],
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
    accounts: sampleAccounts(blueprint.users),
    password: DEMO_PASSWORD,
  };
  logger.info({ ...summary, accounts: undefined }, 'demo data seeded');
  return summary;
}

/** Demo data goes into a portal without zones: never mixed into a real organisation's records. */
async function refuseIfNotEmpty(knex: Knex): Promise<void> {
  const { rows } = await knex.raw<{ rows: { is_called: boolean }[] }>('SELECT is_called FROM writes.zone_id');
  if (rows[0]?.is_called) {
    throw new DemoDataRefusedError(
      'This portal already holds zones; demo data is only added to an empty portal',
    );
  }
}

async function defaultBookIds(store: EventStore): Promise<number[]> {
  const [planned] = await store.readStream(CATALOGUE_BOOTSTRAP_STREAM);
  return planned ? defaultRecommendedBooksPlannedSchema.parse(planned.data).bookIds : [];
}

/** A creation takes its id now, in timeline order, as the route would from its sequence. */
async function allocateId(ids: IdAllocator, item: TimelineItem): Promise<void> {
  const entity = creationOf(item);
  if (!entity) return;
  const kind: IdKind = entity.kind;
  entity.id = await ids.next(kind);
}

function creationOf(item: TimelineItem) {
  switch (item.type) {
    case 'create-user':
      return item.user;
    case 'add-catalogue-entry':
      return item.entry;
    case 'create-zone':
      return item.zone;
    case 'create-city':
      return item.city;
    case 'update-zone':
    case 'update-city':
      return null;
  }
}

/** Which entity a command writes, and whose earlier commands it must wait for. */
function dependencies(item: TimelineItem): { key: object; after: object[] } {
  switch (item.type) {
    case 'create-user': {
      const place = item.user.city ?? item.user.zone;
      return { key: item.user, after: place ? [place] : [] };
    }
    case 'add-catalogue-entry':
      return { key: item.entry, after: [] };
    case 'create-zone':
    case 'update-zone':
      return { key: item.zone, after: [] };
    case 'create-city':
      return { key: item.city, after: item.city.hub ? [item.city.zone, item.city.hub] : [item.city.zone] };
    case 'update-city':
      return { key: item.city, after: [] };
  }
}

/** Runs one timeline item: who acts, what they send, and the command. */
function commandRunner(context: {
  blueprint: Blueprint;
  commands: DemoCommands;
  actors: ActorDirectory;
  defaultBookIds: number[];
}) {
  const { blueprint, commands, actors } = context;
  const firstUser = blueprint.users[0];
  // What the form offers at that time: the entries added by then, and the default books.
  const catalogueAt = (at: Date) => {
    const added = blueprint.catalogue.filter((entry) => entry.addedAt < at && entry.id !== null);
    return {
      modelIds: added.filter((entry) => entry.kind === 'seerat_model').map((entry) => entry.id!),
      bookIds: [
        ...context.defaultBookIds,
        ...added.filter((entry) => entry.kind === 'recommended_book').map((entry) => entry.id!),
      ],
    };
  };

  return async (item: TimelineItem): Promise<void> => {
    const random = new Random(item.seed);
    const { at } = item;
    switch (item.type) {
      case 'create-user': {
        const actor =
          item.user === firstUser ? 'system' : actors.pick(random, { at, action: 'manage_users' });
        return commands.createUser(actor, item.user, demoMetadata(actor, at, random));
      }
      case 'add-catalogue-entry': {
        const actor = actors.pick(random, { at, action: CITIES_WRITE });
        return commands.addCatalogueEntry(actor, item.entry, demoMetadata(actor, at, random));
      }
      case 'create-zone': {
        const actor = actors.pick(random, { at, action: 'create_zone' });
        return commands.createZone(
          actor,
          item.zone,
          newZoneForm(random, item.zone),
          demoMetadata(actor, at, random),
        );
      }
      case 'update-zone': {
        const { zone } = item;
        const fields = zone.state?.fields;
        if (!fields) throw new Error(`Zone ${zone.name} is updated before it was created`);
        const actor = actors.pick(random, {
          at,
          action: { module: 'zones', level: 'write' },
          resource: zoneResource(zone),
          near: zone,
        });
        const change = nextZoneChange(random, fields);
        return commands.updateZone(
          actor,
          zone,
          change.body,
          demoMetadata(actor, at, random, change.changeReason),
        );
      }
      case 'create-city': {
        const { city } = item;
        const actor = actors.pick(random, {
          at,
          action: CITIES_WRITE,
          resource: zoneResource(city.zone),
          near: city.zone,
        });
        const form = newCityForm(random, city, catalogueAt(at));
        return commands.createCity(actor, city, form, demoMetadata(actor, at, random));
      }
      case 'update-city': {
        const { city } = item;
        const state = city.state;
        if (!state?.fields) throw new Error(`City ${city.name} is updated before it was created`);
        const change = nextCityChange(random, {
          at,
          fields: state.fields,
          seeratModels: state.seeratModels,
          libraryBooks: state.libraryBooks,
          checklist: city.checklist,
          hubId: city.hub?.id ?? null,
          nameUrdu: city.nameUrdu,
          ...catalogueAt(at),
        });
        const adminOnly = change.kind === 'edit' && change.adminOnly;
        const joinsHub = change.kind === 'edit' && change.body.parentCityId !== undefined && city.hub;
        const actor = actors.pick(random, {
          at,
          action: adminOnly ? 'change_city_status' : CITIES_WRITE,
          resource: cityResource(city),
          alsoOn: joinsHub ? cityResource(joinsHub) : undefined,
          near: city,
        });
        if (change.kind === 'checklist') {
          return commands.saveChecklist(actor, city, change.body, demoMetadata(actor, at, random));
        }
        return commands.updateCity(
          actor,
          city,
          change.body,
          demoMetadata(actor, at, random, change.changeReason),
        );
      }
    }
  };
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
