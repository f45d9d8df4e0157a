import type { AuditedEntity } from '@seerat/domain';
import type { EventStore } from '@seerat/eventstore';
import type { Knex } from '@seerat/platform';
import { budgetAsOf } from '../budgets/budget-as-of';
import { recommendedBookAsOf, seeratModelAsOf } from '../catalogue/catalogue-as-of';
import { cityAsOf } from '../cities/city-as-of';
import { customRoleAsOf } from '../custom-roles/custom-role-as-of';
import { gatheringAsOf } from '../gatherings/gathering-as-of';
import { karguzariAsOf } from '../karguzari/karguzari-as-of';
import { masoolProfileAsOf } from '../masool-profiles/masool-profile-as-of';
import { meetingAsOf } from '../meetings/meeting-as-of';
import { qabailAsOf } from '../qabails/qabail-as-of';
import { readingListAsOf } from '../reading-progress/reading-progress-as-of';
import { teamProfileAsOf } from '../team-profiles/team-profile-as-of';
import { userAsOf } from '../users/user-as-of';
import { zoneAsOf } from '../zones/zone-as-of';
import { AS_OF_ENTITIES, type AsOfEntity, foldEntityAsOf } from './entity-as-of';
import type { FoldedStream } from './folded-stream';

type PresentShape<State> = (knex: Knex, folded: FoldedStream<State>) => Promise<object>;

interface AsOfDeps {
  store: EventStore;
  knex: Knex;
}

/** The moment asked for and the stream revision of the last change made by then. */
export interface AsOfStamp {
  asOf: string;
  revision: number;
}

type AsOfReader = (deps: AsOfDeps, id: number, at: Date) => Promise<object & AsOfStamp>;

/**
 * Folds the entity's stream to the moment and shapes it as its present read does. The entity and
 * the shape must agree on the state (one `State` for both), so the reader built here needs no cast.
 */
function asOfReader<State>(entity: AuditedEntity<State>, present: PresentShape<State>): AsOfReader {
  return async (deps, id, at) => {
    const folded = await foldEntityAsOf(deps.store, entity, id, at);
    const revision = Number(folded.events.at(-1)!.revision);
    return { ...(await present(deps.knex, folded)), asOf: at.toISOString(), revision };
  };
}

/**
 * Every entity's past is answered in the shape of its present read, each by the function that
 * builds that shape from the folded stream: an entity added to `AS_OF_ENTITIES` needs one here.
 */
const AS_OF_READERS: Record<AsOfEntity, AsOfReader> = {
  cities: asOfReader(AS_OF_ENTITIES.cities, cityAsOf),
  zones: asOfReader(AS_OF_ENTITIES.zones, zoneAsOf),
  qabails: asOfReader(AS_OF_ENTITIES.qabails, qabailAsOf),
  'seerat-models': asOfReader(AS_OF_ENTITIES['seerat-models'], seeratModelAsOf),
  'recommended-books': asOfReader(AS_OF_ENTITIES['recommended-books'], recommendedBookAsOf),
  budgets: asOfReader(AS_OF_ENTITIES.budgets, budgetAsOf),
  'masool-profiles': asOfReader(AS_OF_ENTITIES['masool-profiles'], masoolProfileAsOf),
  'team-profiles': asOfReader(AS_OF_ENTITIES['team-profiles'], teamProfileAsOf),
  users: asOfReader(AS_OF_ENTITIES.users, userAsOf),
  'custom-roles': asOfReader(AS_OF_ENTITIES['custom-roles'], customRoleAsOf),
  'reading-progress': asOfReader(AS_OF_ENTITIES['reading-progress'], readingListAsOf),
  events: asOfReader(AS_OF_ENTITIES.events, gatheringAsOf),
  meetings: asOfReader(AS_OF_ENTITIES.meetings, meetingAsOf),
  karguzari: asOfReader(AS_OF_ENTITIES.karguzari, karguzariAsOf),
};

/**
 * `GET /api/{entity}/{id}/as-of?at=`: the entity as it stood at `at`, in the shape its present
 * read answers (`GET /api/{entity}/{id}`) plus `asOf` and `revision`, so a client reads the past
 * with the code that reads the present.
 */
export function asOfAnswer(
  deps: AsOfDeps,
  entity: AsOfEntity,
  id: number,
  at: Date,
): Promise<object & AsOfStamp> {
  return AS_OF_READERS[entity](deps, id, at);
}
