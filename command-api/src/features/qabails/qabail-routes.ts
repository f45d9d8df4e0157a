import Router from '@koa/router';
import {
  createQabailRequestSchema,
  QABAIL_FIELDS,
  type QabailRequestFields,
  qabailStreamName,
  updateQabailRequestSchema,
} from '@seerat/contracts';
import type { EventStore } from '@seerat/eventstore';
import { authorize, type Knex, requireUser } from '@seerat/platform';
import type { Context } from 'koa';
import { presentFields } from '../../commands/field-changes';
import { foldStream } from '../../commands/folded-streams';
import { type CommandResult, handleCommand } from '../../commands/handle-command';
import { commandMetadata } from '../../http/command-metadata';
import { assertSameId, entityIdParam, ifMatchRevision } from '../../http/entity-request';
import { rememberWrittenPosition } from '../../http/read-your-writes';
import type { IdAllocator } from '../../ids/id-allocator';
import { findQabailCity } from './qabail-city';
import { existing, type QabailState, qabailDecider } from './qabail-decider';

export interface QabailRoutesDeps {
  store: EventStore;
  /** The read models: the qabail's city, for the permission policy and its name. */
  knex: Knex;
  ids: IdAllocator;
}

export const QABAILS_WRITE = { module: 'qabails', level: 'write' } as const;
export const QABAILS_DELETE = { module: 'qabails', level: 'delete' } as const;

/** Every field a request may set; `cityName` is never among them (it follows `cityId`). */
const REQUEST_FIELDS = QABAIL_FIELDS.filter((field) => field !== 'cityName') as (keyof QabailRequestFields)[];

/**
 * A qabail belongs to a city, and the `qabails` module of the policy on that city decides: adding
 * or editing needs write there (and on the new city when a qabail moves), deleting needs delete.
 * The city must exist; the qabail takes its name from it.
 */
export function qabailRouter(deps: QabailRoutesDeps): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/qabails', async (ctx) => {
    requireUser(ctx);
    const { cityName: _derived, ...fields } = createQabailRequestSchema.parse(ctx.request.body ?? {});
    const city = await findQabailCity(deps.knex, fields.cityId);
    const user = authorize(ctx, QABAILS_WRITE, city.resource);
    const qabailId = await deps.ids.next('qabail');
    const result = await handleCommand({
      store: deps.store,
      streamName: qabailStreamName(qabailId),
      decider: qabailDecider,
      command: { type: 'CreateQabail', qabailId, fields: { ...fields, cityName: city.name } },
      metadata: commandMetadata(ctx, { userId: user.id, username: user.username }),
    });
    answer(ctx, result, 201);
  });

  router.put('/qabails/:qabailId', async (ctx) => {
    requireUser(ctx);
    const qabailId = entityIdParam.parse(ctx.params.qabailId);
    const current = await loadQabail(deps.store, qabailId);
    const user = authorize(ctx, QABAILS_WRITE, (await findQabailCity(deps.knex, current.cityId)).resource);
    const request = updateQabailRequestSchema.parse(ctx.request.body ?? {});
    assertSameId(request.id, qabailId);
    const expectedRevision = ifMatchRevision(ctx);

    const patch = presentFields<QabailRequestFields>(request, REQUEST_FIELDS);
    let cityName: string | undefined;
    if (patch.cityId !== undefined && patch.cityId !== current.cityId) {
      const destination = await findQabailCity(deps.knex, patch.cityId);
      authorize(ctx, QABAILS_WRITE, destination.resource);
      cityName = destination.name;
    }

    const result = await handleCommand({
      store: deps.store,
      streamName: qabailStreamName(qabailId),
      decider: qabailDecider,
      command: { type: 'UpdateQabail', patch: cityName === undefined ? patch : { ...patch, cityName } },
      metadata: commandMetadata(ctx, { userId: user.id, username: user.username }, request.changeReason),
      expectedRevision,
    });
    answer(ctx, result, 200);
  });

  router.delete('/qabails/:qabailId', async (ctx) => {
    requireUser(ctx);
    const qabailId = entityIdParam.parse(ctx.params.qabailId);
    const current = await loadQabail(deps.store, qabailId);
    const user = authorize(ctx, QABAILS_DELETE, (await findQabailCity(deps.knex, current.cityId)).resource);
    const result = await handleCommand({
      store: deps.store,
      streamName: qabailStreamName(qabailId),
      decider: qabailDecider,
      command: { type: 'DeleteQabail' },
      metadata: commandMetadata(ctx, { userId: user.id, username: user.username }),
      expectedRevision: ifMatchRevision(ctx),
    });
    rememberWrittenPosition(ctx, result.position);
    ctx.body = {
      id: qabailId,
      version: Number(result.revision),
      position: result.position?.toString() ?? null,
    };
  });

  return router;
}

/** The qabail's city as its stream has it now; a qabail never created or deleted is a 404. */
async function loadQabail(store: EventStore, qabailId: number): Promise<{ cityId: number }> {
  const { state } = await foldStream(store, qabailStreamName(qabailId), qabailDecider);
  return { cityId: existing(state).fields.cityId };
}

/** The qabail as it now is, its version (for `If-Match`) and where its newest event sits. */
function answer(ctx: Context, result: CommandResult<QabailState>, status: 200 | 201): void {
  rememberWrittenPosition(ctx, result.position);
  ctx.status = status;
  ctx.body = {
    ...result.state.fields,
    id: result.state.qabailId,
    version: Number(result.revision),
    position: result.position?.toString() ?? null,
  };
}
