import {
  budgetDecider,
  cityDecider,
  customRoleDecider,
  gatheringDecider,
  karguzariDecider,
  masoolProfileDecider,
  meetingDecider,
  qabailDecider,
  readingProgressDecider,
  recommendedBookDecider,
  seeratModelDecider,
  teamProfileDecider,
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
  },
  'custom-roles': {
    label: 'Custom role',
    streamName: customRoleStreamName,
    decider: customRoleDecider as unknown as AnyDecider,
  },
  'reading-progress': {
    label: 'Reading list',
    streamName: readingProgressStreamName,
    decider: readingProgressDecider as unknown as AnyDecider,
  },
  'seerat-models': {
    label: 'Seerat model',
    streamName: seeratModelStreamName,
    decider: seeratModelDecider as unknown as AnyDecider,
  },
  'recommended-books': {
    label: 'Recommended book',
    streamName: recommendedBookStreamName,
    decider: recommendedBookDecider as unknown as AnyDecider,
  },
} as const satisfies Record<string, Folding>;

export type AsOfEntity = keyof typeof AS_OF_ENTITIES;

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
