import Router from '@koa/router';
import { requireUser } from '@seerat/access';
import { can, idParams, instantText, notAllowed, type PastReadAsPresent } from '@seerat/contracts';
import type { EventStore } from '@seerat/eventstore';
import type { Knex } from '@seerat/platform';
import { validate } from '@seerat/platform';
import { READ_MODEL } from '@seerat/projector/tables';
import type { Context } from 'koa';
import { z } from 'zod';
import { authorizeCityRead, authorizeZoneRead } from '../../access/readable';
import type { ReadRoutes } from '../../app';
import { authorizeBudgetRead } from '../budgets/readable-budget';
import { readableGathering } from '../gatherings/gathering-read-routes';
import { readableVersions } from '../karguzari/karguzari-read-routes';
import { readableMeeting } from '../meetings/meeting-read-routes';
import { asOfAnswer } from './as-of-answer';
import { AS_OF_ENTITIES, type AsOfEntity } from './entity-as-of';
import { readableNow } from './entity-audit-routes';

export const asOfQuery = z.object({ at: instantText });

type Gate = (ctx: Context, knex: Knex, id: number) => Promise<unknown>;

/**
 * The gate of each entity's present read (`GET /api/{entity}/{id}`), which its past passes too
 * (`PAST_READ_AS_PRESENT`): 403 alike for an id outside the caller's scope and for one that never
 * existed, so no id is probed for existence.
 */
const PRESENT_READ_GATES: Record<PastReadAsPresent, Gate> = {
  cities: authorizeCityRead,
  zones: authorizeZoneRead,
  budgets: authorizeBudgetRead,
  events: readableGathering,
  meetings: readableMeeting,
  karguzari: readableVersions,
};

/**
 * `GET /api/{entity}/{id}/as-of?at=<ISO instant>`: the entity as it stood then, folded from its
 * own events, in the shape of its present read (see `asOfAnswer`). Auditors and administrators
 * read every entity so; the others the zones, cities, budgets, events, meetings and karguzari
 * reports they may read now, and the other entities as their history route lets them
 * (users and custom roles their managers, a reading list as the reading itself, the catalogue
 * everyone). The past comes from the event store, always current; the gates' read models (where
 * the entity sits now) are waited for like any read's.
 */
export function asOfReadRouter(deps: { knex: Knex; store: EventStore }): ReadRoutes {
  const { knex } = deps;
  const router = new Router({ prefix: '/api' });
  for (const entity of Object.keys(AS_OF_ENTITIES) as AsOfEntity[]) {
    router.get(
      `/${entity}/:id/as-of`,
      validate({ params: idParams('id'), query: asOfQuery }),
      async (ctx) => {
        const user = requireUser(ctx);
        const id: number = ctx.state.input.params.id;
        if (!can(user, 'audit_trail')) {
          const gate = (PRESENT_READ_GATES as Partial<Record<AsOfEntity, Gate>>)[entity];
          if (gate) await gate(ctx, knex, id);
          else if (!(await readableNow(knex, user, entity, id))) throw notAllowed();
        }
        // Folded from the event store, which changes before the read models report it.
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await asOfAnswer(deps, entity, id, new Date(ctx.state.input.query.at));
      },
    );
  }
  // The past is folded from the event store, always current; the gates read where the entity
  // sits now from these.
  return {
    router,
    readModels: [
      READ_MODEL.cities,
      READ_MODEL.zones,
      READ_MODEL.meetings,
      READ_MODEL.karguzariVersions,
      READ_MODEL.karguzariReviews,
      READ_MODEL.gatherings,
      READ_MODEL.budgets,
      READ_MODEL.masoolProfiles,
      READ_MODEL.teamProfiles,
      READ_MODEL.dangerZone,
    ],
  };
}
