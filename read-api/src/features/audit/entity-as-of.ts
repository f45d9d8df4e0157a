import {
  budgetStreamName,
  cityStreamName,
  customRoleStreamName,
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
import {
  type AuditedEntity,
  auditedEntity,
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
} from '@seerat/domain';
import type { EventStore } from '@seerat/eventstore';
import type { FoldedStream } from './folded-stream';

/** The entities that can be read as of a moment, as their routes name them. */
export const AS_OF_ENTITIES = {
  cities: auditedEntity(cityDecider, cityStreamName, 'City'),
  zones: auditedEntity(zoneDecider, zoneStreamName, 'Zone'),
  qabails: auditedEntity(qabailDecider, qabailStreamName, 'Qabail'),
  events: auditedEntity(gatheringDecider, gatheringStreamName, 'Event'),
  meetings: auditedEntity(meetingDecider, meetingStreamName, 'Meeting'),
  budgets: auditedEntity(budgetDecider, budgetStreamName, 'Budget'),
  karguzari: auditedEntity(karguzariDecider, karguzariStreamName, 'Karguzari report'),
  'masool-profiles': auditedEntity(masoolProfileDecider, masoolProfileStreamName, 'Masool profile'),
  'team-profiles': auditedEntity(teamProfileDecider, teamProfileStreamName, 'Team profile'),
  users: auditedEntity(userDecider, userStreamName, 'User'),
  'custom-roles': auditedEntity(customRoleDecider, customRoleStreamName, 'Custom role'),
  'reading-progress': auditedEntity(readingProgressDecider, readingProgressStreamName, 'Reading list'),
  'seerat-models': auditedEntity(seeratModelDecider, seeratModelStreamName, 'Seerat model'),
  'recommended-books': auditedEntity(recommendedBookDecider, recommendedBookStreamName, 'Recommended book'),
} as const;

export type AsOfEntity = keyof typeof AS_OF_ENTITIES;

/**
 * The entity's stream folded up to `at`: its own events made at or before that instant, folded
 * by the same `evolve` its commands use (Marten's `AggregateStreamAsync` to a timestamp). Events
 * are appended in the order they were made, so the fold stops at the first one made later. An
 * entity with no event by then did not exist yet: a 404 that says so.
 */
export async function foldEntityAsOf<State>(
  store: EventStore,
  entity: AuditedEntity<State>,
  id: number,
  at: Date,
): Promise<FoldedStream<State>> {
  const { label, streamName } = entity;
  const events = await store.readStream(streamName(id));
  let state = entity.initialState();
  let folded = 0;
  for (const event of events) {
    if (new Date(event.metadata.occurredAt).getTime() > at.getTime()) break;
    state = entity.evolve(state, { type: event.type, data: event.data });
    folded += 1;
  }
  if (folded === 0) {
    throw notFound(
      events.length === 0 ? `${label} not found` : `${label} did not exist yet at ${at.toISOString()}`,
    );
  }
  return { id, at, state, events: events.slice(0, folded) };
}
