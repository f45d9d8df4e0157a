import {
  budgetDecider,
  type CatalogueEntryState,
  type CustomRoleState,
  cityDecider,
  customRoleDecider,
  gatheringDecider,
  karguzariDecider,
  masoolProfileDecider,
  meetingDecider,
  qabailDecider,
  type ReadingProgressState,
  type RecommendedBookState,
  readingProgressDecider,
  recommendedBookDecider,
  seeratModelDecider,
  teamProfileDecider,
  type UserState,
  userDecider,
  zoneDecider,
} from '@seerat/command-api';
import {
  budgetStreamName,
  cityStreamName,
  customRoleStreamName,
  type Decider,
  type DomainEvent,
  gatheringStreamName,
  karguzariStreamName,
  masoolProfileStreamName,
  meetingStreamName,
  notFound,
  qabailStreamName,
  READING_PROGRESS_FIELDS,
  readingProgressStreamName,
  recommendedBookStreamName,
  seeratModelStreamName,
  teamProfileStreamName,
  userStreamName,
  zoneStreamName,
} from '@seerat/contracts';
import type { EventStore } from '@seerat/eventstore';
import type { FoldedStream } from './folded-stream';

// Every decider folds its own events; here they are folded alike, whatever their commands.
type AnyDecider = Decider<unknown, never, DomainEvent>;

interface Folding {
  label: string;
  streamName: (id: number) => string;
  decider: AnyDecider;
  /**
   * What the answer shows of the folded state, where that is not the state itself: a state that
   * holds a secret, or one not shaped as `{ fields }` that the screens show by label.
   */
  shown?: (state: never) => unknown;
}

/** A user as of then: what the Admin Panel shows of one, never the password's hash. */
function shownUser(state: UserState) {
  const { userId, username, roles, assignedZoneId, assignedCityId, isActive, organisationWide } = state;
  return { userId, fields: { username, roles, assignedZoneId, assignedCityId, isActive, organisationWide } };
}

function shownCustomRole(state: CustomRoleState) {
  const { roleId, deleted, name, description, permissions, isActive } = state;
  return { roleId, deleted, fields: { name, description, permissions, isActive } };
}

/** Each listed book's fields under the names its history gives them (`book 4 rating`), by book id. */
function shownReadingList(state: ReadingProgressState) {
  const fields: Record<string, unknown> = {};
  for (const [bookId, record] of [...state.books].sort(([a], [b]) => a - b)) {
    for (const field of READING_PROGRESS_FIELDS) fields[`book ${bookId} ${field}`] = record[field];
  }
  return { fields };
}

/** A catalogue entry's fields as added, without the id the answer already names. */
function shownCatalogueEntry(idField: string) {
  return ({ entry }: CatalogueEntryState<Record<string, unknown>>) => {
    const { [idField]: _id, ...fields } = entry ?? {};
    return { fields };
  };
}

/** A book as added, and whether it was offered then. */
function shownRecommendedBook(state: RecommendedBookState) {
  const { fields } = shownCatalogueEntry('bookId')(state as CatalogueEntryState<Record<string, unknown>>);
  return { fields: { ...fields, isActive: state.isActive } };
}

/** The entities that can be read as of a moment, as their routes name them. */
export const AS_OF_ENTITIES = {
  cities: { label: 'City', streamName: cityStreamName, decider: cityDecider as unknown as AnyDecider },
  zones: { label: 'Zone', streamName: zoneStreamName, decider: zoneDecider as unknown as AnyDecider },
  qabails: { label: 'Qabail', streamName: qabailStreamName, decider: qabailDecider as unknown as AnyDecider },
  events: {
    label: 'Event',
    streamName: gatheringStreamName,
    decider: gatheringDecider as unknown as AnyDecider,
  },
  meetings: {
    label: 'Meeting',
    streamName: meetingStreamName,
    decider: meetingDecider as unknown as AnyDecider,
  },
  budgets: {
    label: 'Budget',
    streamName: budgetStreamName,
    decider: budgetDecider as unknown as AnyDecider,
  },
  karguzari: {
    label: 'Karguzari report',
    streamName: karguzariStreamName,
    decider: karguzariDecider as unknown as AnyDecider,
  },
  'masool-profiles': {
    label: 'Masool profile',
    streamName: masoolProfileStreamName,
    decider: masoolProfileDecider as unknown as AnyDecider,
  },
  'team-profiles': {
    label: 'Team profile',
    streamName: teamProfileStreamName,
    decider: teamProfileDecider as unknown as AnyDecider,
  },
  users: {
    label: 'User',
    streamName: userStreamName,
    decider: userDecider as unknown as AnyDecider,
    shown: shownUser,
  },
  'custom-roles': {
    label: 'Custom role',
    streamName: customRoleStreamName,
    decider: customRoleDecider as unknown as AnyDecider,
    shown: shownCustomRole,
  },
  'reading-progress': {
    label: 'Reading list',
    streamName: readingProgressStreamName,
    decider: readingProgressDecider as unknown as AnyDecider,
    shown: shownReadingList,
  },
  'seerat-models': {
    label: 'Seerat model',
    streamName: seeratModelStreamName,
    decider: seeratModelDecider as unknown as AnyDecider,
    shown: shownCatalogueEntry('modelId'),
  },
  'recommended-books': {
    label: 'Recommended book',
    streamName: recommendedBookStreamName,
    decider: recommendedBookDecider as unknown as AnyDecider,
    shown: shownRecommendedBook,
  },
} as const satisfies Record<string, Folding>;

export type AsOfEntity = keyof typeof AS_OF_ENTITIES;

/** `GET /api/{entity}/{id}/as-of?at=`: the entity as it stood at `asOf`. */
export interface EntityAsOf {
  entity: AsOfEntity;
  id: number;
  asOf: string;
  /** The last change folded: its revision in the stream and when it was made. */
  revision: number;
  changedAt: string;
  state: unknown;
}

/**
 * The entity's stream folded up to `at`: its own events made at or before that instant, folded
 * by the same `evolve` its commands use (Marten's `AggregateStreamAsync` to a timestamp). Events
 * are appended in the order they were made, so the fold stops at the first one made later. An
 * entity with no event by then did not exist yet: a 404 that says so.
 */
export async function foldEntityAsOf(
  store: EventStore,
  entity: AsOfEntity,
  id: number,
  at: Date,
): Promise<FoldedStream<unknown>> {
  const { label, streamName, decider }: Folding = AS_OF_ENTITIES[entity];
  const events = await store.readStream(streamName(id));
  let state = decider.initialState();
  let folded = 0;
  for (const event of events) {
    if (new Date(event.metadata.occurredAt).getTime() > at.getTime()) break;
    state = decider.evolve(state, { type: event.type, data: event.data });
    folded += 1;
  }
  if (folded === 0) {
    throw notFound(
      events.length === 0 ? `${label} not found` : `${label} did not exist yet at ${at.toISOString()}`,
    );
  }
  return { id, at, state, events: events.slice(0, folded) };
}

/** The entity as it stood at `at`, as its decider holds it (see `foldEntityAsOf`). */
export async function entityAsOf(
  store: EventStore,
  entity: AsOfEntity,
  id: number,
  at: Date,
): Promise<EntityAsOf> {
  const { shown }: Folding = AS_OF_ENTITIES[entity];
  const { state, events } = await foldEntityAsOf(store, entity, id, at);
  const last = events.at(-1)!;
  return {
    entity,
    id,
    asOf: at.toISOString(),
    revision: Number(last.revision),
    changedAt: last.metadata.occurredAt,
    state: shown ? shown(state as never) : state,
  };
}
