import Router from '@koa/router';
import {
  CITY_FIELDS,
  type CitySelection,
  can,
  cityStreamName,
  createCityRequestSchema,
  type Resource,
  updateCityRequestSchema,
} from '@seerat/contracts';
import type { EventStore } from '@seerat/eventstore';
import {
  authorize,
  findCityResource,
  findZoneResource,
  type Knex,
  notFound,
  requireUser,
} from '@seerat/platform';
import type { Context } from 'koa';
import { presentFields } from '../../commands/field-changes';
import { foldStream } from '../../commands/folded-streams';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { commandMetadata } from '../../http/command-metadata';
import { assertSameId, entityIdParam, ifMatchRevision } from '../../http/entity-request';
import { rememberWrittenPosition } from '../../http/read-your-writes';
import type { IdAllocator } from '../../ids/id-allocator';
import { type CityState, cityDecider, mergeCityFields, type ParentCity } from './city-decider';
import { assertCatalogueEntriesExist, countSubCities, findParentCity } from './city-facts';

export interface CityRoutesDeps {
  store: EventStore;
  /** The read models: where zones and cities sit, for the permission policy and the parent rules. */
  knex: Knex;
  ids: IdAllocator;
}

export const CITIES_WRITE = { module: 'cities', level: 'write' } as const;

/**
 * Adding a city needs cities-write on its zone (administrator, that zone's masool, a markazi
 * masool); editing one needs it on the city, and on the target zone when the city moves. Only an
 * administrator sets a status other than active or changes it. Naming a parent city needs write
 * on that city too: attaching a city below another hands its masool the city, which is a grant
 * nobody may make for a city they do not hold.
 */
export function cityRouter(deps: CityRoutesDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/cities', async (ctx) => {
    requireUser(ctx);
    const request = createCityRequestSchema.parse(ctx.request.body ?? {});
    const user = authorize(ctx, CITIES_WRITE, await findZoneResource(deps.knex, request.zoneId));
    const { seeratModels = [], libraryBooks = [], ...fields } = request;
    const parent = await findParentCity(deps.knex, mergeCityFields(null, fields).parentCityId);
    authorizeParent(ctx, parent, fields.zoneId);
    await assertCatalogueEntriesExist(deps.knex, { seeratModels, libraryBooks });
    const cityId = await deps.ids.next('city');
    const result = await handleCommand({
      store: deps.store,
      streamName: cityStreamName(cityId),
      decider: cityDecider,
      command: {
        type: 'CreateCity',
        cityId,
        fields,
        seeratModels,
        libraryBooks,
        parent,
        mayChangeStatus: can(user, 'change_city_status'),
      },
      metadata: commandMetadata(ctx, { userId: user.id, username: user.username }),
    });
    answer(ctx, result, 201);
  });

  router.put('/cities/:cityId', async (ctx) => {
    requireUser(ctx);
    const cityId = entityIdParam.parse(ctx.params.cityId);
    const user = authorize(ctx, CITIES_WRITE, await findCityResource(deps.knex, cityId));
    const request = updateCityRequestSchema.parse(ctx.request.body ?? {});
    assertSameId(request.id, cityId);
    const expectedRevision = ifMatchRevision(ctx);

    const current = await loadCity(deps.store, cityId);
    const patch = presentFields(request, CITY_FIELDS);
    const fields = mergeCityFields(current.fields, patch);
    if (fields.zoneId !== current.fields.zoneId) {
      authorize(ctx, CITIES_WRITE, await findZoneResource(deps.knex, fields.zoneId));
    }
    const parent = await findParentCity(deps.knex, fields.parentCityId);
    if (fields.parentCityId !== current.fields.parentCityId) authorizeParent(ctx, parent, fields.zoneId);
    await assertCatalogueEntriesExist(deps.knex, {
      seeratModels: newlySelected(request.seeratModels, current.seeratModels),
      libraryBooks: newlySelected(request.libraryBooks, current.libraryBooks),
    });

    const result = await handleCommand({
      store: deps.store,
      streamName: cityStreamName(cityId),
      decider: cityDecider,
      command: {
        type: 'UpdateCity',
        patch,
        seeratModels: request.seeratModels,
        libraryBooks: request.libraryBooks,
        parent,
        subCityCount: await countSubCities(deps.knex, cityId),
        mayChangeStatus: can(user, 'change_city_status'),
      },
      metadata: commandMetadata(ctx, { userId: user.id, username: user.username }, request.changeReason),
      expectedRevision,
    });
    answer(ctx, result, 200);
  });

  return router;
}

/** The city as its stream has it now, before the command: the rules' facts depend on it. */
async function loadCity(
  store: EventStore,
  cityId: number,
): Promise<CityState & { fields: NonNullable<CityState['fields']> }> {
  const { state } = await foldStream(store, cityStreamName(cityId), cityDecider);
  if (!state.fields) throw notFound('City not found');
  return { ...state, fields: state.fields };
}

/** A parent in another zone is left to the rules, which refuse it (400) whoever asks. */
function authorizeParent(ctx: Context, parent: ParentCity | null, zoneId: number): void {
  if (!parent || parent.zoneId !== zoneId) return;
  const resource: Resource = { kind: 'city', zoneId: parent.zoneId, cityPath: parent.path };
  authorize(ctx, CITIES_WRITE, resource);
}

/** The entries of a new selection that the city did not have yet: only those need checking. */
function newlySelected(requested: CitySelection[] | undefined, current: CitySelection[]): CitySelection[] {
  const known = new Set(current.map((entry) => entry.id));
  return (requested ?? []).filter((entry) => !known.has(entry.id));
}

/** The city as it now is, its version (for `If-Match`) and where its newest event sits. */
function answer(ctx: Context, result: CommandResult<CityState>, status: 200 | 201): void {
  rememberWrittenPosition(ctx, result.position);
  ctx.status = status;
  ctx.body = {
    ...result.state.fields,
    seeratModels: result.state.seeratModels,
    libraryBooks: result.state.libraryBooks,
    id: result.state.cityId,
    version: Number(result.revision),
    position: result.position?.toString() ?? null,
  };
}
