import Router from '@koa/router';
import { requireUser } from '@seerat/access';
import { can, idParams, instantText, notAllowed } from '@seerat/contracts';
import type { EventStore } from '@seerat/eventstore';
import type { Knex } from '@seerat/platform';
import { validate } from '@seerat/platform';
import { z } from 'zod';
import { authorizeCityRead, authorizeZoneRead } from '../../access/readable';
import { authorizeBudgetRead } from '../budgets/readable-budget';
import { asOfAnswer } from './as-of-answer';
import { AS_OF_ENTITIES, type AsOfEntity } from './entity-as-of';
import { readableNow } from './entity-audit-routes';

export const asOfQuery = z.object({ at: instantText });

/**
 * `GET /api/{entity}/{id}/as-of?at=<ISO instant>`: the entity as it stood then, folded from its
 * own events, in the shape of its present read (see `asOfAnswer`). Auditors and administrators
 * read every entity so; the others the zones, cities and budgets they may read now, and the other
 * entities as their history route lets them
 * (users and custom roles their managers, a reading list as the reading itself, the catalogue
 * everyone). The event store is always current, so no read model is waited for.
 */
export function asOfReadRouter(deps: { knex: Knex; store: EventStore }): Router {
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
          if (entity === 'cities') await authorizeCityRead(ctx, knex, id);
          else if (entity === 'zones') await authorizeZoneRead(ctx, knex, id);
          else if (entity === 'budgets') await authorizeBudgetRead(ctx, knex, id);
          else if (!(await readableNow(knex, user, entity, id))) throw notAllowed();
        }
        // Folded from the event store, which changes before the read models report it.
        ctx.set('Cache-Control', 'no-store');
        ctx.body = await asOfAnswer(deps, entity, id, new Date(ctx.state.input.query.at));
      },
    );
  }
  return router;
}
