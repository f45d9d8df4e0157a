import Router from '@koa/router';
import { cityStreamName, saveCampusChecklistRequestSchema } from '@seerat/contracts';
import type { EventStore } from '@seerat/eventstore';
import { authorize, findCityResource, type Knex, requireUser } from '@seerat/platform';
import { handleCommand } from '../../commands/handle-command';
import { commandMetadata } from '../../http/command-metadata';
import { entityIdParam } from '../../http/entity-request';
import { rememberWrittenPosition } from '../../http/read-your-writes';
import { CITIES_WRITE } from '../cities/city-routes';
import { campusChecklistDecider } from './campus-checklist-decider';

export interface CampusChecklistRoutesDeps {
  store: EventStore;
  /** The read models: where the city sits, for the permission policy. */
  knex: Knex;
}

export const CAMPUS_CHECKLIST_SAVED = 'The campus checklist has been successfully saved.';

/** Saving a city's campus checklist is editing the city: cities-write on that city. */
export function campusChecklistRouter(deps: CampusChecklistRoutesDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/cities/:cityId/campus-checklist', async (ctx) => {
    requireUser(ctx);
    const cityId = entityIdParam.parse(ctx.params.cityId);
    const user = authorize(ctx, CITIES_WRITE, await findCityResource(deps.knex, cityId));
    const request = saveCampusChecklistRequestSchema.parse(ctx.request.body ?? {});
    const result = await handleCommand({
      store: deps.store,
      streamName: cityStreamName(cityId),
      decider: campusChecklistDecider,
      command: { type: 'SaveCampusChecklist', ...request },
      metadata: commandMetadata(ctx, { userId: user.id, username: user.username }),
    });
    rememberWrittenPosition(ctx, result.position);
    ctx.body = { message: CAMPUS_CHECKLIST_SAVED, position: result.position?.toString() ?? null };
  });

  return router;
}
