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
import { type AsOfEntity, foldEntityAsOf } from './entity-as-of';
import type { FoldedStream } from './folded-stream';

type PresentShape = (knex: Knex, folded: FoldedStream<never>) => Promise<object>;

/**
 * Every entity's past is answered in the shape of its present read, each by the function that
 * builds that shape from the folded stream: an entity added to `AS_OF_ENTITIES` needs one here.
 */
const PRESENT_SHAPES: Record<AsOfEntity, PresentShape> = {
  cities: cityAsOf,
  zones: zoneAsOf,
  qabails: qabailAsOf,
  'seerat-models': seeratModelAsOf,
  'recommended-books': recommendedBookAsOf,
  budgets: budgetAsOf,
  'masool-profiles': masoolProfileAsOf,
  'team-profiles': teamProfileAsOf,
  users: userAsOf,
  'custom-roles': customRoleAsOf,
  'reading-progress': readingListAsOf,
  events: gatheringAsOf,
  meetings: meetingAsOf,
  karguzari: karguzariAsOf,
};

/** The moment asked for and the stream revision of the last change made by then. */
export interface AsOfStamp {
  asOf: string;
  revision: number;
}

/**
 * `GET /api/{entity}/{id}/as-of?at=`: the entity as it stood at `at`, in the shape its present
 * read answers (`GET /api/{entity}/{id}`) plus `asOf` and `revision`, so a client reads the past
 * with the code that reads the present.
 */
export async function asOfAnswer(
  deps: { store: EventStore; knex: Knex },
  entity: AsOfEntity,
  id: number,
  at: Date,
): Promise<object & AsOfStamp> {
  const present = PRESENT_SHAPES[entity];
  const folded = await foldEntityAsOf(deps.store, entity, id, at);
  const revision = Number(folded.events.at(-1)!.revision);
  return { ...(await present(deps.knex, folded as FoldedStream<never>)), asOf: at.toISOString(), revision };
}
